/**
 * A blog article (/blog/<slug>), one module for the three: the slug comes from the
 * path. Breadcrumbs, title, author and date, the generated hero illustration, the
 * article rendered from Markdown at build time, share links and the other articles.
 */
import type { Route } from './+types/blog-post';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getBlogPost, getBlogPosts, getSettings } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { blogImage, figureImage } from '../art/render.server.tsx';
import { FIGURE_NAMES } from '../art/images.ts';
import { drawnSizes, rasterSrcSet } from '../art/raster.ts';
import { ogImagePath } from '../lib/head.ts';
import { blogPostingLd } from '../lib/structured-data.ts';
import { headFor, notFound, siteUrl } from '../lib/site.server.ts';

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The article's figures: an image paragraph of one of the drawn figures
 * (`![](/images/art/blog-khata.svg "Caption")` in the Markdown) becomes a <figure> with the
 * image at its intrinsic size, the figure's own description as its alternative text and the
 * Markdown title as its caption. A figure the site does not draw fails the build.
 */
function withFigures(html: string, slug: string): string {
  return html.replace(
    /<p><img src="\/images\/art\/([a-z0-9-]+)\.svg" alt="[^"]*"(?: title="([^"]*)")?\s*\/?><\/p>/g,
    (_, file: string, caption: string | undefined) => {
      const name = FIGURE_NAMES.find((figure) => figure === file);
      if (!name) throw new Error(`Content error in app/content/blog/${slug}.md: there is no drawn figure "${file}"`);
      const image = figureImage(name);
      // As ui/DrawnImage.tsx shows a drawing: its AVIF rasters, the SVG for a browser without AVIF.
      const img = `<picture class="article-picture"><source type="image/avif" srcset="${rasterSrcSet(image)}" sizes="${drawnSizes(image.width, true)}"><img src="${image.src}" width="${image.width}" height="${image.height}" alt="${escapeAttribute(image.alt)}" loading="lazy" decoding="async"></picture>`;
      return `<figure class="article-figure">${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    },
  );
}

/** The article's sections: each h2 gets an id from its words, for the rail's contents list. */
function withSectionIds(html: string): { html: string; sections: { id: string; title: string }[] } {
  const sections: { id: string; title: string }[] = [];
  const out = html.replace(/<h2>(.*?)<\/h2>/g, (_, inner: string) => {
    const title = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
    const id = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, sections };
}

export function loader({ params: { slug } }: Route.LoaderArgs) {
  if (!getBlogPosts().some((post) => post.slug === slug)) throw notFound();
  const path = `/blog/${slug}`;
  const origin = siteUrl();
  const post = getBlogPost(slug);
  const settings = getSettings();
  const url = `${origin}${path}`;
  const site = new URL(`${origin}/`);
  const structuredData = [
    blogPostingLd({ post, url, image: `${origin}${ogImagePath(path)}`, publisher: settings.legalName, site }),
  ];
  const breadcrumb = {
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
    current: post.meta.title,
  };
  return {
    head: headFor(post.meta.seo, { ogType: 'article', structuredData, breadcrumb }),
    url,
    ...withSectionIds(withFigures(post.html, slug)),
    title: post.meta.title,
    author: post.meta.author,
    hero: blogImage(post.meta.heroTheme, post.meta.heroAlt),
    date: post.meta.date.toISOString(),
    others: blogTeasers(slug),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in blog-post.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./blog-post.static.tsx'), 'BlogPostPage');
