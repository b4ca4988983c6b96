import { BellPlus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** "Save this search" for a guest: a link to sign in that comes back to these results. */
export async function SaveSearchSignIn({ query }: { query: string }) {
  const t = await getTranslations('alerts');
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/auth?next=${encodeURIComponent(`/?${query}`)}`}>
        <BellPlus className="size-4" aria-hidden />
        {t('saveSearch')}
      </Link>
    </Button>
  );
}
