import { Home } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

export default async function PropertyNotFound() {
  const t = await getTranslations('property');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Home className="size-12 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-fg">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-muted">{t('notFoundText')}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t('backToListings')}</Link>
      </Button>
    </div>
  );
}
