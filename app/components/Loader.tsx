export function Loader({ durationMs, brand }: { durationMs: number; brand: string }) {
  if (durationMs <= 0) return null;
  return <div data-site-loader>Loading {brand}…</div>;
}
