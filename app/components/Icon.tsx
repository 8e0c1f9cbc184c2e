/**
 * An icon named in the content ("lucide:globe", "logos:react"), resolved at build
 * time (content.server.ts), so no icon set reaches the browser. One that takes the
 * text colour is inline SVG; a full-colour logo is its own file, shown with <img>
 * (lazily, below the fold). Decorative unless `label` is given. Icons used by code,
 * not content, come from ui-icons.tsx.
 */
import type { IconSvg } from '../content/schema.ts';

interface IconProps {
  icon: IconSvg;
  /** Height in CSS pixels; the width follows the icon's proportions. */
  size?: number;
  /** Accessible name; omit for decorative icons. */
  label?: string;
  className?: string;
}

export function Icon({ icon, size = 24, label, className }: IconProps) {
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
      // Build-time markup from the installed Iconify sets, never visitor input.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
