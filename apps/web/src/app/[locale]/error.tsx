'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';

// Anything a page did not handle itself (the api down mid-render): say so and offer a retry, keep the layout.
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common');
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert className="size-12 text-danger" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-fg">{t('errorTitle')}</h1>
      <p className="mt-2 text-muted">{t('errorText')}</p>
      <Button
        className="mt-8"
        onClick={() => {
          router.refresh();
          reset();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
