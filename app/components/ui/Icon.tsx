/**
 * The site's one icon component. Every icon comes from the installed Iconify sets
 * through app/content/icons.server.ts, at build time, so no icon set reaches the
 * browser: an icon named in the content ("lucide:globe", "logos:react") is resolved
 * by the loaders, and an icon the code draws (the menu, arrows, share logos) is
 * written into ui-icons.tsx by `npm run icons`, whose components draw with this one.
 *
 * One that takes the text colour, or that the code draws, is inline SVG; a
 * full-colour logo of the content is its own file (routes/icon-file.ts), shown with
 * <img> (lazily, below the fold). Decorative unless `label` is given.
 */
import type { SVGProps } from 'react';
import type { IconSvg } from '../../content/schema.ts';

/** Any SVG attribute but the markup and the accessible name, which `label` gives. */
type SvgAttributes = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML' | 'aria-label' | 'role'>;

export interface IconProps extends SvgAttributes {
  icon: IconSvg;
  /** Height in CSS pixels; the width follows the icon's proportions. */
  size?: number;
  /** Accessible name; omit for decorative icons. */
  label?: string;
  className?: string | undefined;
}

export function Icon({ icon, size = 24, label, className, ...svgProps }: IconProps) {
  const [, , width = 24, height = 24] = icon.viewBox.split(' ').map(Number);
  const scaledWidth = Math.round((size * width) / height);
  if (icon.src !== undefined) {
    return (
      <img
        src={icon.src}
        width={scaledWidth}
        height={size}
        alt={label ?? ''}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={icon.viewBox}
      width={scaledWidth}
      height={size}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...svgProps}
      // Build-time markup from the installed Iconify sets, never visitor input.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
