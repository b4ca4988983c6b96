'use client';

import { Flag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./report-dialog');
// React's own lazy, as every other part that loads on demand (the filters, the locations, the lightbox).
const ReportDialog = lazy(loadDialog);

/**
 * The Report button; its dialog (a form with zod and react-hook-form) is fetched when the pointer or focus reaches
 * the button, so a page view without a report does not download it.
 */
export function ReportButton({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  const t = useTranslations('property');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        variant="outline"
        className="h-11 flex-1"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag className="size-4" aria-hidden />
        {t('report')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog propertyId={propertyId} propertyTitle={propertyTitle} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
