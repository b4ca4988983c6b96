import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { reasonSpeaksAgainst, type DuplicateReason } from './reasons';

/**
 * Why two listings look like one property, in words. The api's `detail` is English data ("floors 3 and 7"): shown
 * beside the label for moderators, and instead of a label only for a code this version does not know.
 */
export function ReasonList({
  reasons,
  withDetail = false,
  className,
}: {
  reasons: readonly DuplicateReason[];
  withDetail?: boolean;
  className?: string;
}) {
  const t = useTranslations('duplicates');
  if (reasons.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {reasons.map((reason, index) => {
        const against = reasonSpeaksAgainst(reason.code);
        const key = `reasons.${reason.code}` as 'reasons.same_address';
        const label = t.has(key) ? t(key) : null;
        const Icon = against ? X : Check;
        return (
          <li
            key={`${reason.code}-${index}`}
            className={cn(
              'inline-flex max-w-full items-start gap-1 rounded-md px-2 py-1 text-xs leading-snug',
              against ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-fg',
            )}
          >
            <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
            <span className="min-w-0">
              {withDetail ? <span className="sr-only">{against ? t('against') : t('for')}: </span> : null}
              {label ?? <span lang="en">{reason.detail}</span>}
              {withDetail && label && reason.detail ? (
                <span lang="en" className="text-muted">
                  {' '}
                  ({reason.detail})
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
