/**
 * Renders the short Markdown strings of YAML content (section introductions:
 * paragraphs, emphasis, links) to HTML at build time. Content is the site's own,
 * written by its editors; raw HTML in it is escaped rather than passed through.
 */
import { Marked } from 'marked';

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  },
});

export function markdown(source: string): string {
  return marked.parse(source, { async: false });
}
