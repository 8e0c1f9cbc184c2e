// @vitest-environment happy-dom
/**
 * A drawing is shown from its AVIF rasters (scripts/raster-drawings.ts writes them at the
 * widths art/raster.ts names), with its intrinsic width and height so that it takes its
 * place before it loads, and its SVG as the <img> source for a browser without AVIF.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawnImage as DrawnImageData } from '../../app/art/images.ts';
import { rasterPath, rasterSrcSet, rasterWidths } from '../../app/art/raster.ts';
import { DrawnImage } from '../../app/components/ui/DrawnImage.tsx';
import { Portrait } from '../../app/components/ui/Portrait.tsx';

const cover: DrawnImageData = { src: '/images/work/aara-cover.svg', width: 760, height: 470, alt: 'Aara' };
const hero: DrawnImageData = { src: '/images/work/aara-hero.svg', width: 1600, height: 900, alt: 'Aara' };
const phone: DrawnImageData = { src: '/images/work/aara-1-phone.svg', width: 240, height: 500, alt: 'Aara' };

/** The image's candidates as [file, width descriptor]. */
const candidates = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => {
    const [file = '', descriptor = ''] = candidate.split(' ');
    return [file, Number(descriptor.replace(/w$/, ''))] as const;
  });

describe('rasterWidths and rasterSrcSet', () => {
  it("step by halves of the drawing's width from half to twice it (four times for a small one), up to 2560 px", () => {
    expect(rasterWidths(760)).toEqual([380, 760, 1140, 1520]);
    expect(rasterWidths(240)).toEqual([120, 240, 360, 480, 720, 960]);
    expect(rasterWidths(1600)).toEqual([800, 1600, 2400]);
    expect(rasterPath('/images/work/aara-cover.svg', 760)).toBe('/images/work/aara-cover-760w.avif');
    expect(candidates(rasterSrcSet(cover))).toEqual([
      ['/images/work/aara-cover-380w.avif', 380],
      ['/images/work/aara-cover-760w.avif', 760],
      ['/images/work/aara-cover-1140w.avif', 1140],
      ['/images/work/aara-cover-1520w.avif', 1520],
    ]);
  });
});

describe('DrawnImage', () => {
  it('shows the rasters in a <picture>, the <img> sized as the drawing with the SVG as its source', () => {
    const { container } = render(<DrawnImage image={cover} />);
    const source = container.querySelector('picture > source[type="image/avif"]');
    expect(source?.getAttribute('srcset')).toBe(rasterSrcSet(cover));
    // Lazy: laid out first, so picked at its laid-out width; "auto" skipped where unknown.
    expect(source?.getAttribute('sizes')).toBe('auto, (max-width: 37.49rem) 100vw, 760px');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/work/aara-cover.svg');
    expect(img?.getAttribute('width')).toBe('760');
    expect(img?.getAttribute('height')).toBe('470');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads the first screenful at once and first, and takes a sizes of its own', () => {
    const { container } = render(<DrawnImage image={hero} loading="eager" sizes="100vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    const source = container.querySelector('source');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(candidates(source?.getAttribute('srcset') ?? null).map(([, w]) => w)).toEqual([800, 1600, 2400]);
  });

  it("gives a phone the narrow drawing's rasters, then its SVG, before the wide drawing's", () => {
    const { container } = render(<DrawnImage image={cover} narrow={phone} />);
    const sources = [...container.querySelectorAll('source')];
    expect(
      sources.map((s) => [s.getAttribute('media'), s.getAttribute('type'), s.getAttribute('srcset')?.split(' ')[0]]),
    ).toEqual([
      ['(max-width: 37.49rem)', 'image/avif', '/images/work/aara-1-phone-120w.avif'],
      ['(max-width: 37.49rem)', null, '/images/work/aara-1-phone.svg'],
      [null, 'image/avif', '/images/work/aara-cover-380w.avif'],
    ]);
    for (const source of sources.slice(0, 2)) {
      expect(source.getAttribute('width')).toBe('240');
      expect(source.getAttribute('height')).toBe('500');
    }
  });
});

describe('Portrait', () => {
  it('shows the portrait from its rasters at the size it is shown', () => {
    const image = { src: '/images/people/dhwani-mehta.svg', width: 240, height: 240, alt: 'Dhwani Mehta' };
    const { container } = render(<Portrait image={image} size={72} />);
    const source = container.querySelector('picture > source[type="image/avif"]');
    expect(source?.getAttribute('sizes')).toBe('auto, 72px');
    expect(candidates(source?.getAttribute('srcset') ?? null).slice(0, 2)).toEqual([
      ['/images/people/dhwani-mehta-120w.avif', 120],
      ['/images/people/dhwani-mehta-240w.avif', 240],
    ]);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('width')).toBe('72');
    expect(img?.getAttribute('height')).toBe('72');
  });
});
