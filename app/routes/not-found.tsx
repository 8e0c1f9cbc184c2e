import { useRootData } from '../root.tsx';

export default function NotFound() {
  const { notFound } = useRootData();
  return (
    <section>
      <h1>{notFound.hero.heading}</h1>
    </section>
  );
}
