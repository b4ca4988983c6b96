import { describe, expect, it } from 'vitest';
import { duplicateShare, labelPairs, visibleListings } from './labels';
import { renderPhoto } from './photos';
import { generateWorld } from './world';

describe('the duplicates world', () => {
  it('is the same world for the same seed, and another for another seed', () => {
    const a = generateWorld({ seed: 11, listings: 150 });
    const b = generateWorld({ seed: 11, listings: 150 });
    const c = generateWorld({ seed: 12, listings: 150 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
    expect(labelPairs(b)).toEqual(labelPairs(a));
  });

  it('labels every pair of listings of one flat as the same property, with its kinds, and nothing else', () => {
    const world = generateWorld({ seed: 7001, listings: 250 });
    const flats = new Set(world.flats.map((f) => f.id));
    const byKey = new Map(world.listings.map((l) => [l.key, l]));
    const visible = visibleListings(world);
    const pairs = labelPairs(world);
    const positives = pairs.filter((p) => p.same);
    let expected = 0;
    const perFlat = new Map<string, number>();
    for (const l of visible) perFlat.set(l.flatId, (perFlat.get(l.flatId) ?? 0) + 1);
    for (const n of perFlat.values()) expected += (n * (n - 1)) / 2;
    expect(positives.length).toBe(expected);
    for (const p of pairs) {
      const a = byKey.get(p.a)!;
      const b = byKey.get(p.b)!;
      expect(a.flatId === b.flatId).toBe(p.same);
      expect(p.kinds.length).toBeGreaterThan(0);
      if (!p.same) expect(p.kinds).not.toContain('other');
    }
    for (const l of world.listings) {
      expect(flats.has(l.flatId)).toBe(true);
      for (const basis of [l.traits.repostOf, l.traits.repeatOf]) {
        if (!basis) continue;
        expect(byKey.get(basis)!.flatId).toBe(l.flatId);
        expect(byKey.get(basis)!.posterKey).toBe(l.posterKey);
      }
      if (l.traits.repostOf) expect(byKey.get(l.traits.repostOf)!.deleteOnDay).toBeLessThanOrEqual(l.day);
      expect(l.photos.length).toBeLessThanOrEqual(12);
      expect(l.traits.shotIds).toEqual(l.photos.map((p) => p.shotId));
    }
    // Each listing is created once, in day order, and deleted at most once after it was created.
    const creates = world.events.filter((e) => e.type === 'create').map((e) => e.listingKey);
    expect(new Set(creates).size).toBe(world.listings.length);
    expect(world.events.map((e) => e.day)).toEqual([...world.events.map((e) => e.day)].sort((x, y) => x - y));
    for (const e of world.events.filter((x) => x.type === 'delete')) {
      expect(creates.indexOf(e.listingKey)).toBeLessThan(world.events.indexOf(e));
    }
    // A developer's units and same-plan neighbours are labelled as the hard negatives they are.
    expect(pairs.some((p) => !p.same && p.kinds.includes('developer_units'))).toBe(true);
    expect(pairs.some((p) => !p.same && p.kinds.includes('same_building_neighbours'))).toBe(true);
    const share = duplicateShare(world);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.55);
  });

  it('renders a shot the same way every time, and another angle of the room differently', async () => {
    const world = generateWorld({ seed: 3, listings: 20 });
    const flat =
      world.flats.find((f) => f.ownerShots.filter((s) => s.room === 0).length >= 2) ?? world.flats[0]!;
    const [first, second] = flat.ownerShots;
    const spec = (shot: typeof first) => ({
      room: flat.rooms3d[shot!.room]!,
      camera: shot!.camera,
      shotId: `${shot!.shotId}-test`,
      edits: { quality: 80, width: 400 },
    });
    const one = await renderPhoto(spec(first));
    const again = await renderPhoto(spec(first));
    const other = await renderPhoto(spec(second ?? first));
    expect(one.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(again.equals(one)).toBe(true);
    if (second) expect(other.equals(one)).toBe(false);
  });
});
