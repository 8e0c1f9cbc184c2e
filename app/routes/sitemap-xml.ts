export function loader() {
  return new Response('<urlset/>', { headers: { 'content-type': 'application/xml' } });
}
