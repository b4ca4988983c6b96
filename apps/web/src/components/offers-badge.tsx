import { Layers } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** "3 offers" on a listing whose property several posters offer; the price beside it is the lowest of them. */
export function OffersBadge({ count, className }: { count: number; className?: string }) {
  const t = useTranslations('offers');
  if (count <= 1) return null;
  return (
    <Badge
      tone="primary"
      className={cn('gap-1 whitespace-nowrap', className)}
      title={t('countHint', { count })}
    >
      <Layers className="size-3.5" aria-hidden />
      <span aria-hidden>{t('count', { count })}</span>
      <span className="sr-only">{t('countHint', { count })}</span>
    </Badge>
  );
}
