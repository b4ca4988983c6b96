import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDemoPhoto, type DemoPhotoKind } from './demo-photos';

const KINDS: DemoPhotoKind[] = ['exterior', 'living_room', 'bedroom', 'kitchen', 'bathroom', 'view', 'land'];

// A small canvas keeps the suite fast; the scenes are resolution independent.
const W = 320;
const H = 240;

describe('renderDemoPhoto', () => {
  it.each(KINDS)('renders %s as a decodable JPEG of the requested size', async (kind) => {
    const jpeg = await renderDemoPhoto(kind, 1, W, H);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(W);
    expect(meta.height).toBe(H);
    // A flat or blank image would compress to almost nothing; a real scene has detail.
    const stats = await sharp(jpeg).stats();
    expect(stats.channels.some((c) => c.stdev > 10)).toBe(true);
  });

  it.each(KINDS)('is deterministic for the same %s variant', async (kind) => {
    const a = await renderDemoPhoto(kind, 7, W, H);
    const b = await renderDemoPhoto(kind, 7, W, H);
    expect(a.equals(b)).toBe(true);
  });

  it.each(KINDS)('gives different %s images for different variants', async (kind) => {
    const a = await renderDemoPhoto(kind, 1, W, H);
    const b = await renderDemoPhoto(kind, 2, W, H);
    expect(a.equals(b)).toBe(false);
  });

  it('honours a non-default aspect ratio', async () => {
    const meta = await sharp(await renderDemoPhoto('exterior', 3, 400, 400)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });
});
