'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_MAP_TILES, type MapTiles } from './map-tiles';

const MapTilesContext = createContext<MapTiles>(DEFAULT_MAP_TILES);

/** The server's tile settings for every map on the page. */
export function MapTilesProvider({ tiles, children }: { tiles: MapTiles; children: ReactNode }) {
  return <MapTilesContext.Provider value={tiles}>{children}</MapTilesContext.Provider>;
}

export function useMapTiles(): MapTiles {
  return useContext(MapTilesContext);
}
