export function loader() {
  return new Response('<rss/>', { headers: { 'content-type': 'application/rss+xml' } });
}
