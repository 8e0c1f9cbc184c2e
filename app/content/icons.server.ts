/**
 * Icon lookup from the installed Iconify sets, at build time only: the browser gets
 * inline SVG markup, never an icon font or a runtime request.
 */
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import logos from '@iconify-json/logos/icons.json' with { type: 'json' };
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };
import simpleIcons from '@iconify-json/simple-icons/icons.json' with { type: 'json' };

const sets: Record<string, IconifyJSON> = {
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

/** Renders "set:name" to SVG parts; throws at build time for an unknown icon. */
export function renderIcon(name: string, size: number): RenderedIcon {
  const [setName, iconName] = name.split(':');
  const set = setName ? sets[setName] : undefined;
  const data = set && iconName ? getIconData(set, iconName) : null;
  if (!data) throw new Error(`Unknown icon "${name}": use a name from @iconify-json/lucide, /logos or /simple-icons`);
  const svg = iconToSVG(data, { height: size });
  return { body: replaceIDs(svg.body), attributes: svg.attributes };
}

/** A complete <svg> string, for places that need markup rather than a component. */
export function iconMarkup(name: string, size: number): string {
  const icon = renderIcon(name, size);
  return iconToHTML(icon.body, icon.attributes);
}
