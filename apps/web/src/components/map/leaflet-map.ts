import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import type { Bbox } from '@/lib/search/bbox';
import type { MapTiles } from './map-tiles';

/** Tbilisi's centre (Freedom Square), where a map with nothing else to go by opens. */
export const TBILISI_CENTRE: L.LatLngTuple = [41.7151, 44.8271];
export const MAX_ZOOM = 18;

/** A Leaflet map in our colours with the configured tiles; tiles that fail to load leave the markers working. */
export function createMap(container: HTMLElement, tiles: MapTiles, options: L.MapOptions = {}): L.Map {
  const map = L.map(container, { maxZoom: MAX_ZOOM, minZoom: 3, ...options });
  container.classList.add('sakhli-map');
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  return map;
}

export function boundsToBbox(bounds: L.LatLngBounds): Bbox {
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

export function bboxToBounds(box: Bbox): L.LatLngBounds {
  return L.latLngBounds([box.south, box.west], [box.north, box.east]);
}

export { L };
