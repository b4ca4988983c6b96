'use client';

import { Share2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Native share sheet where there is one, else the link goes to the clipboard, else it is shown for 8 s. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useTranslations('property');
  const toast = useToast();
  const share = async () => {
    const url = window.location.href.split('?')[0]!;
    try {
      if (navigator.share) {
        await navigator.share({ title, text, url });
        toast({ title: t('shared'), tone: 'success' });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: t('shared'), description: url, tone: 'success' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: t('shareFallback', { url }), duration: 8000 });
    }
  };
  return (
    <Button variant="outline" className="h-11 flex-1" onClick={share}>
      <Share2 className="size-4" aria-hidden />
      {t('share')}
    </Button>
  );
}
