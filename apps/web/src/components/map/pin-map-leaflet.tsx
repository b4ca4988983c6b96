'use client';

import { Crosshair } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { createMap, L, TBILISI_CENTRE } from './leaflet-map';
import type { MapTiles } from './map-tiles';

export interface LatLng {
  latitude: number;
  longitude: number;
}

interface PinMapProps {
  tiles: MapTiles;
  /** where the map looks when there is no pin: the chosen place's centre */
  centre: LatLng | undefined;
  centreZoom: number;
  pin: LatLng | undefined;
  onPick: (position: LatLng) => void;
  labels: { map: string; pin: string; pinAtCentre: string };
}

const round = (n: number) => Number(n.toFixed(6));

/** A small map where the owner clicks, or drags the pin, to where the property is. */
export default function PinMapLeaflet({ tiles, centre, centreZoom, pin, onPick, labels }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, tiles, { scrollWheelZoom: false });
    mapRef.current = map;
    map.on('click', (event: L.LeafletMouseEvent) =>
      onPickRef.current({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
    );
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tiles]);

  // Without a pin the map follows the chosen place.
  const centreKey = centre ? `${centre.latitude},${centre.longitude},${centreZoom}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || pin) return;
    // Not animated: Leaflet drops a new view asked for while a zoom animation runs (district, then neighbourhood).
    map.setView(centre ? [centre.latitude, centre.longitude] : TBILISI_CENTRE, centre ? centreZoom : 11, {
      animate: false,
    });
    // Only a new place moves the map; the pin being cleared leaves it where the owner was looking.
  }, [centreKey]);

  const pinKey = pin ? `${pin.latitude},${pin.longitude}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position: L.LatLngTuple = [pin.latitude, pin.longitude];
    if (!markerRef.current) {
      const marker = L.marker(position, {
        draggable: true,
        autoPan: true,
        keyboard: true,
        title: labels.pin,
        icon: L.divIcon({ className: 'map-marker', html: '<span class="map-pin"></span>', iconSize: [0, 0] }),
      });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onPickRef.current({ latitude: round(lat), longitude: round(lng) });
      });
      markerRef.current = marker.addTo(map);
      if (!map.getBounds().contains(position)) map.setView(position, Math.max(map.getZoom(), 15));
    } else {
      markerRef.current.setLatLng(position);
      if (!map.getBounds().contains(position)) map.panTo(position);
    }
  }, [pinKey]);

  const pinAtCentre = () => {
    const map = mapRef.current;
    if (!map) return;
    const { lat, lng } = map.getCenter();
    onPickRef.current({ latitude: round(lat), longitude: round(lng) });
  };

  return (
    <div className="relative isolate h-72 overflow-hidden rounded-xl border border-border bg-surface-2">
      <div
        ref={containerRef}
        className="size-full"
        role="region"
        aria-label={labels.map}
        data-testid="pin-map"
      />
      {/* Where "pin at the centre" will put it: the map can be moved with the arrow keys. */}
      <Crosshair
        className="pointer-events-none absolute top-1/2 left-1/2 z-[999] size-5 -translate-x-1/2 -translate-y-1/2 text-fg/60"
        aria-hidden
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="absolute right-3 bottom-7 z-[1000] shadow-md"
        onClick={pinAtCentre}
      >
        <Crosshair className="size-4" aria-hidden />
        {labels.pinAtCentre}
      </Button>
    </div>
  );
}
