'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { signInHref } from '@/lib/auth/sign-in-href';
import { useSession } from '@/lib/session-context';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';

const SAVED_IDS = ['saved-ids'] as const;

/** Ids of the listings the user saved; fetched once per session and shared by every heart on the page. */
export function useSavedIds() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...SAVED_IDS, user?.id],
    queryFn: async () => new Set((await browserApi.savedProperties()).map((property) => property.id)),
    enabled: user !== null,
    staleTime: 60_000,
  });
}

export function useToggleSave() {
  const { user, refreshWhenBack } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useTranslations('save');
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const key = [...SAVED_IDS, user?.id];

  const mutation = useMutation({
    mutationFn: (id: number) => browserApi.toggleSave(id),
    onSuccess: (result, id) => {
      queryClient.setQueryData<Set<number>>(key, (current) => {
        const next = new Set(current);
        if (result.is_saved) next.add(id);
        else next.delete(id);
        return next;
      });
      toast({ title: result.is_saved ? t('saved') : t('removed'), tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: () => toast({ title: t('failed'), tone: 'error' }),
  });

  return {
    pending: mutation.isPending,
    toggle: (id: number) => {
      if (!user) {
        toast({ title: t('loginRequired'), description: t('loginRequiredText') });
        // A guest is sent to /auth in a new tab (docs/product/screens.md#saved-listings), which comes back to
        // this page after signing in; this tab
        // keeps its search and picks up the session when the visitor returns to it.
        const href = signInHref(`${pathname}${window.location.search}`);
        const tab = window.open(getPathname({ href, locale }), '_blank');
        if (tab) {
          tab.opener = null;
          refreshWhenBack();
        } else router.push(href);
        return;
      }
      mutation.mutate(id);
    },
  };
}
