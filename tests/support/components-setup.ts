// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName…) for the
// component tests, and a clean DOM after each test. Harmless for the node-only suites.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
