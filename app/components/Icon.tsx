/**
 * An icon named in the content ("lucide:globe", "logos:react"), resolved to SVG by
 * the route loader at build time (content.server.ts), so no icon set reaches the
 * browser. Decorative unless `label` is given. Icons used by code, not content,
 * come from ui-icons.tsx.
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
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={icon.viewBox}
      width={Math.round((size * width) / height)}
      height={size}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // Build-time markup from the installed Iconify sets, never visitor input.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
