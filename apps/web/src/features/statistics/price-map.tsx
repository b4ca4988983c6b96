import { DISTRICTS, type StatisticsCell } from '@tbilisi/contracts';
import { formatNumber } from '@/lib/format';
import { nodeName } from '@/lib/locations';
import { medianOf } from './statistics-options';

const WIDTH = 640;
const HEIGHT = 420;
const PAD = 30;

/** From green (cheapest) through yellow to red (dearest). */
function colour(share: number): string {
  const hue = 130 - 130 * Math.min(1, Math.max(0, share));
  return `hsl(${hue.toFixed(0)} 65% 45%)`;
}

/**
 * Tbilisi's districts and neighbourhoods at their centres, each a disc coloured by its recent median price per m²:
 * a schematic map drawn as SVG (no tiles to load), grey where there are too few listings.
 */
export function PriceMap({
  cells,
  currency,
  locale,
  labels,
}: {
  cells: StatisticsCell[];
  currency: 'GEL' | 'USD';
  locale: string;
  labels: { title: string; tooFew: string; cheaper: string; dearer: string };
}) {
  const nodes = DISTRICTS.flatMap((d) => d.neighbourhoods.map((n) => ({ district: d, node: n })));
  const lats = nodes.map((n) => n.node.latitude);
  const lons = nodes.map((n) => n.node.longitude);
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  // Equirectangular at Tbilisi's latitude: a degree of longitude is ~0.75 of a degree of latitude.
  const scale = Math.min(
    (WIDTH - 2 * PAD) / ((maxLon - minLon) * 0.75),
    (HEIGHT - 2 * PAD) / (maxLat - minLat),
  );
  const x = (lon: number) => PAD + (lon - minLon) * 0.75 * scale;
  const y = (lat: number) => HEIGHT - PAD - (lat - minLat) * scale;
  const median = new Map(
    cells
      .filter((c) => c.period === 'recent' && c.neighbourhood !== '')
      .map((c) => [c.neighbourhood, medianOf(c, currency).median]),
  );
  const values = [...median.values()];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return (
    <figure data-testid="price-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={labels.title}>
        {nodes.map(({ node }) => {
          const value = median.get(node.slug);
          const name = nodeName(node, locale);
          return (
            <g key={node.slug}>
              <title>
                {value === undefined
                  ? `${name}: ${labels.tooFew}`
                  : `${name}: ${formatNumber(value, locale)} ${currency}/m²`}
              </title>
              <circle
                cx={x(node.longitude)}
                cy={y(node.latitude)}
                r={value === undefined ? 6 : 11}
                fill={
                  value === undefined ? '#c8c8c8' : colour(high > low ? (value - low) / (high - low) : 0.5)
                }
                stroke="white"
                strokeWidth={1.5}
              />
            </g>
          );
        })}
        {DISTRICTS.map((district) => (
          <text
            key={district.slug}
            x={x(district.longitude)}
            y={y(district.latitude)}
            textAnchor="middle"
            className="fill-fg text-[13px] font-semibold"
            style={{ paintOrder: 'stroke', stroke: 'white', strokeWidth: 3 }}
          >
            {nodeName(district, locale)}
          </text>
        ))}
      </svg>
      {values.length ? (
        <figcaption className="mt-2 flex items-center gap-2 text-xs text-muted">
          <span>
            {labels.cheaper} {formatNumber(low, locale)}
          </span>
          <span
            className="h-2 w-32 rounded"
            style={{ background: `linear-gradient(to right, ${colour(0)}, ${colour(0.5)}, ${colour(1)})` }}
            aria-hidden
          />
          <span>
            {labels.dearer} {formatNumber(high, locale)} {currency}/m²
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
