/**
 * The site's one source of icons: lookup in the installed Iconify sets, at build
 * time only. The content's icons are resolved here by the loaders
 * (content.server.ts), the code's icons by `npm run icons` (components/ui/generate-icons.ts,
 * which writes components/ui/ui-icons.tsx), and both are drawn by components/ui/Icon.tsx.
 * The browser gets inline SVG markup, or for a full-colour logo of the content a
 * prerendered SVG file (routes/icon-file.ts), never an icon font or an icon set.
 */
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';
import type { ExtendedIconifyIcon, IconifyJSON } from '@iconify/types';
import logos from '@iconify-json/logos/icons.json' with { type: 'json' };
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };
import simpleIcons from '@iconify-json/simple-icons/icons.json' with { type: 'json' };

/**
 * Marks that no installed Iconify set has (Clutch and GoodFirms are in none of the
 * 200 sets on the registry, simple-icons included), drawn here in the platforms'
 * colours: Clutch's "C" with its red dot, as on its own badge and favicon, and a
 * GoodFirms monogram.
 */
const brand: IconifyJSON = {
  prefix: 'brand',
  width: 24,
  height: 24,
  icons: {
    clutch: {
      body: [
        '<path fill="none" stroke="#17313b" stroke-width="3.6" stroke-linecap="round" d="M17.66 17.66A8 8 0 1 1 17.66 6.34"/>',
        '<circle cx="12" cy="12" r="2.7" fill="#ff3d2e"/>',
      ].join(''),
    },
    goodfirms: {
      body: [
        '<rect width="22" height="22" x="1" y="1" rx="6" fill="#1b4f8a"/>',
        '<path fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"',
        ' d="M16.2 8.4A5 5 0 1 0 17 13h-4.2"/>',
        '<path fill="#ffb400" d="m17.6 3.2l.7 1.5l1.6.2l-1.2 1.1l.3 1.6l-1.4-.8l-1.4.8l.3-1.6l-1.2-1.1l1.6-.2z"/>',
      ].join(''),
    },
  },
};

const sets: Record<string, IconifyJSON> = {
  brand,
  logos: logos as IconifyJSON,
  lucide: lucide as IconifyJSON,
  'simple-icons': simpleIcons as IconifyJSON,
};

export interface RenderedIcon {
  /** Inner SVG markup (paths), with unique ids. */
  body: string;
  /** Attributes for the <svg> element: viewBox, width and height. */
  attributes: Record<string, string>;
}

/** The Iconify data of "set:name", or null when no installed set has it. */
function iconData(name: string): ExtendedIconifyIcon | null {
  const [setName, iconName] = name.split(':');
  const set = setName ? sets[setName] : undefined;
  return set && iconName ? getIconData(set, iconName) : null;
}

/** An icon's SVG parts, `size` px high, its ids made unique on the page. */
function draw(data: ExtendedIconifyIcon, size: number): RenderedIcon {
  const svg = iconToSVG(data, { height: size });
  return { body: replaceIDs(svg.body), attributes: svg.attributes };
}

/** Renders "set:name" to SVG parts; throws at build time for an unknown icon. */
export function renderIcon(name: string, size: number): RenderedIcon {
  const data = iconData(name);
  if (!data)
    throw new Error(
      `Unknown icon "${name}": use a name from @iconify-json/lucide, /logos or /simple-icons, or brand:clutch / brand:goodfirms`,
    );
  return draw(data, size);
}

/** Whether an icon's markup takes the text colour (drawn inline) or has colours of its own (a file). */
export function takesTextColour(body: string): boolean {
  return body.includes('currentColor');
}

/** Where a full-colour icon's file is served: "logos:react" → /images/icons/logos/react.svg. */
export function iconFilePath(name: string): string {
  const [setName, iconName] = name.split(':');
  return `/images/icons/${setName}/${iconName}.svg`;
}

/** The SVG document of an icon file (routes/icon-file.ts), or undefined for an unknown set or name. */
export function iconFile(setName: string, file: string): string | undefined {
  const data = iconData(`${setName}:${/^([a-z0-9-]+)\.svg$/.exec(file)?.[1] ?? ''}`);
  if (!data) return undefined;
  // The page's <img> gives the size: the file keeps only the viewBox.
  const { body, attributes } = draw(data, 24);
  return iconToHTML(body, { viewBox: attributes['viewBox'] ?? '0 0 24 24' });
}
