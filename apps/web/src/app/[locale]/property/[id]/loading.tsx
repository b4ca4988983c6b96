import { getTranslations } from 'next-intl/server';
import { Spinner } from '@/components/ui/spinner';

export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div className="flex justify-center px-4 py-32 text-muted">
      <Spinner label={t('loading')} />
    </div>
  );
}
