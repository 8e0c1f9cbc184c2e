/**
 * Generated portraits for testimonials, the team and the founder: one SVG file per
 * person, made at build time with DiceBear so pages reference cacheable images.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import { getSettings } from '../../lib/site.ts';

export const getStaticPaths = (async () => {
  const settings = await getSettings();
  const people = [
    ...(await getCollection('testimonials')).map((t) => t.data.avatarSeed),
    ...(await getCollection('team')).map((t) => t.data.avatarSeed),
    settings.founder.avatarSeed,
  ];
  return [...new Set(people)].map((seed) => ({ params: { seed } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const svg = createAvatar(notionists, {
    seed: String(params['seed']),
    backgroundColor: ['e0e7ff', 'ffedd5', 'ccfbf1', 'fce7f3', 'e0f2fe'],
    backgroundType: ['solid'],
  }).toString();
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
};
