/**
 * Markup rendered from the site's own Markdown at build time (content.server.ts
 * escapes raw HTML in it), such as section introductions and articles.
 */
import type { ElementType } from 'react';

interface HtmlProps {
  html: string;
  className?: string;
  as?: ElementType;
}

export function Html({ html, className, as: Tag = 'div' }: HtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
