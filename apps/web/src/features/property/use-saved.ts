'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { signInHref } from '@/lib/auth/sign-in-href';
import { useSession } from '@/lib/session-context';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { markSaved, useSavedIds as useSavedIdsOf } from '@/lib/saved-listings';

/** Ids of the listings the user saved; fetched once per minute at most and shared by every heart on the page. */
function useSavedIds() {
  const { user } = useSession();
  return useSavedIdsOf(user?.id ?? null);
}

function useToggleSave() {
  const { user, refreshWhenBack } = useSession();
  const toast = useToast();
  const t = useTranslations('save');
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  const save = async (userId: number, id: number) => {
    setPending(true);
    try {
      const result = await browserApi.toggleSave(id);
      markSaved({ userId, id, saved: result.is_saved });
      toast({ title: result.is_saved ? t('saved') : t('removed'), tone: 'success' });
    } catch {
      toast({ title: t('failed'), tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
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
      void save(user.id, id);
    },
  };
}

/** One listing's heart or Save button: whether it is saved, and the toggle. */
export function useSavedListing(propertyId: number) {
  const savedIds = useSavedIds();
  const { toggle, pending } = useToggleSave();
  return { saved: savedIds?.has(propertyId) ?? false, pending, toggle: () => toggle(propertyId) };
}
