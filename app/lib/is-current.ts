/** Whether a navigation link points at the current page or one of its sub-pages ("/" only at home). */
export const isCurrent = (href: string, path: string) =>
  href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
