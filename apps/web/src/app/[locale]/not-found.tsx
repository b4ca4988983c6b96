import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-semibold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-fg">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('text')}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t('home')}</Link>
      </Button>
    </div>
  );
}
