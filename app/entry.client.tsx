/**
 * The browser's entry: React Router's default (hydrate the document inside a
 * transition), plus a record of every error React recovers from while hydrating. A
 * recoverable error means React threw away server HTML and rendered it again on the
 * client: the static stretches (components/hydration/Static.tsx) must never cause one,
 * and tests/e2e/hydration.spec.ts reads the record to prove it. Each error still goes
 * to the console, as React's default handler would send it.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface Window {
    /** Messages of the errors React recovered from in this document (tests read it). */
    __recoverableErrors?: string[];
  }
}

const recoverableErrors: string[] = (window.__recoverableErrors = []);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        recoverableErrors.push(error instanceof Error ? error.message : String(error));
        console.error(error);
      },
    },
  );
});
