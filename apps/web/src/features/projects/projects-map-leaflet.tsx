'use client';

import { useEffect, useRef } from 'react';
import { createMap, L, TBILISI_CENTRE } from '@/components/map/leaflet-map';
import type { MapTiles } from '@/components/map/map-tiles';

export interface ProjectPin {
  id: number;
  name: string;
  label: string;
  latitude: number;
  longitude: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The projects found, each a labelled marker; choosing one opens its page. The map fits them all. */
export default function ProjectsMapLeaflet({
  tiles,
  pins,
  onOpen,
  label,
}: {
  tiles: MapTiles;
  pins: ProjectPin[];
  onOpen: (id: number) => void;
  label: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const key = pins.map((pin) => `${pin.id}:${pin.latitude},${pin.longitude}`).join('|');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, tiles, { scrollWheelZoom: false });
    const markers = pins.map((pin) =>
      L.marker([pin.latitude, pin.longitude], {
        icon: L.divIcon({
          className: 'map-marker',
          html: `<span class="map-price">${escapeHtml(pin.label)}</span>`,
          iconSize: [0, 0],
        }),
        title: pin.name,
        alt: pin.name,
        keyboard: true,
        riseOnHover: true,
      })
        .on('click', () => onOpenRef.current(pin.id))
        .on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') onOpenRef.current(pin.id);
        })
        .addTo(map),
    );
    if (markers.length) {
      map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as L.LatLngTuple)), {
        padding: [40, 40],
        maxZoom: 15,
        animate: false,
      });
    } else {
      map.setView(TBILISI_CENTRE, 12, { animate: false });
    }
    return () => {
      map.remove();
    };
  }, [tiles, key]);

  return (
    <div
      ref={containerRef}
      className="size-full min-h-[28rem] overflow-hidden rounded-2xl border border-border bg-surface-2"
      role="region"
      aria-label={label}
      data-testid="projects-map"
    />
  );
}
