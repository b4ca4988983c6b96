'use client';

import { useMutation } from '@tanstack/react-query';
import { Check, Split } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import type { DuplicateDecision } from '@tbilisi/contracts';

type ListingPair = readonly [propertyId: number, otherId: number];

/**
 * POST /api/moderation/duplicates/decisions for each pair, one after the other, then the page again from the
 * server (the pairs leave the queue).
 */
function useDecision(pairs: readonly ListingPair[]) {
  const t = useTranslations('moderation');
  const toast = useToast();
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const decide = useMutation({
    mutationFn: async (decision: DuplicateDecision) => {
      for (const [propertyId, otherId] of pairs)
        await browserApi.decideDuplicatePair({ property_id: propertyId, other_id: otherId, decision });
    },
    onSuccess: (_answer, decision) => {
      toast({ title: decision === 'confirmed' ? t('confirmedDone') : t('splitDone'), tone: 'success' });
      startRefresh(() => router.refresh());
    },
    onError: (error) =>
      toast({
        title: t('decisionFailed'),
        description: error instanceof Error ? error.message : undefined,
        tone: 'error',
      }),
  });
  return { decide: decide.mutate, busy: decide.isPending || refreshing };
}

/**
 * Confirm near-duplicates as one property, or split them for good. `pairs` are the listing pairs one question
 * stands for (a newcomer and each listing of a group); the first is the one shown.
 */
export function PairDecision({ pairs }: { pairs: readonly ListingPair[] }) {
  const t = useTranslations('moderation');
  const { decide, busy } = useDecision(pairs);
  const pair = t('pair', { first: pairs[0]![0], second: pairs[0]![1] });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => decide('confirmed')}>
        <Check className="size-4" aria-hidden />
        {t('confirm')}
        <span className="sr-only"> {pair}</span>
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => decide('split')}>
        <Split className="size-4" aria-hidden />
        {t('split')}
        <span className="sr-only"> {pair}</span>
      </Button>
    </div>
  );
}

/** Take one listing out of its group (split from another member, the group's lead where it is not the lead). */
export function SplitFromGroup({ listingId, fromId }: { listingId: number; fromId: number }) {
  const t = useTranslations('moderation');
  const { decide, busy } = useDecision([[fromId, listingId]]);
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={() => decide('split')}>
      <Split className="size-4" aria-hidden />
      {t('splitFromGroup')}
      <span className="sr-only"> {t('listing', { id: listingId })}</span>
    </Button>
  );
}
