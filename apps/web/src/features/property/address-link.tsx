'use client';

import { Copy, MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';

export function AddressLink({ address }: { address: string }) {
  const t = useTranslations('property');
  const toast = useToast();
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: t('addressCopied'), description: address });
    } catch {
      // When copying is not allowed the address is shown for 5 s instead
      // (docs/product/screens.md#property-page).
      toast({ title: address, duration: 5000 });
    }
  };
  return (
    <div className="flex items-start gap-2 text-muted">
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
      <a
        href={mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="hover:text-fg hover:underline"
        title={t('showOnMap')}
      >
        {address}
      </a>
      <button
        type="button"
        onClick={copy}
        className="rounded p-0.5 hover:text-fg"
        aria-label={t('copyAddress')}
      >
        <Copy className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
