/** The blog's posts as the teaser cards of /, /blog and an article's "more articles" show them. */
import type { BlogTeaser } from '../components/content/BlogCard.tsx';
import { getBlogPosts } from '../content/content.server.ts';
import { blogImage } from '../art/render.server.tsx';

/** Every post, newest first as getBlogPosts() orders them, but `except` (an article's own slug). */
export function blogTeasers(except?: string): BlogTeaser[] {
  return getBlogPosts()
    .filter((post) => post.slug !== except)
    .map(({ slug, meta }) => ({
      slug,
      title: meta.title,
      author: meta.author,
      excerpt: meta.excerpt,
      date: meta.date.toISOString(),
      image: blogImage(meta.heroTheme, ''),
    }));
}
