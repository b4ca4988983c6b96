/** Where the map's background comes from: a raster tile URL template and the credit its licence asks for. */
export interface MapTiles {
  url: string;
  /** HTML, shown in the map's corner */
  attribution: string;
}

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/**
 * Read on the server at request time (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), so one build serves any tile provider;
 * OpenStreetMap's own tiles are for light use, a busy site points these at its own or a paid tile server.
 */
export function mapTilesFromEnv(env: Record<string, string | undefined> = process.env): MapTiles {
  const url = env.MAP_TILE_URL?.trim();
  return url ? { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '' } : DEFAULT_MAP_TILES;
}
