/** An error page (403, 404, 503…): what happened, in words, and the way back to the inbox. */
import type { ReactElement } from 'react';
import { Document } from './Document.tsx';
import { ArrowLeft } from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN } from './inbox.ts';
import { Logo } from './Logo.tsx';

export interface ErrorPageProps {
  brand: string;
  status: number;
  title: string;
  message: string;
}

export function ErrorPage({ brand, status, title, message }: ErrorPageProps): ReactElement {
  return (
    <Document title={title} brand={brand}>
      <main className="signin" id="main">
        <div className="signin__card">
          <div className="signin__brand">
            <Logo />
            <span className="brand__name">{brand}</span>
          </div>
          <p className="eyebrow">{`Error ${status}`}</p>
          <h1>{title}</h1>
          <p className="lede">{message}</p>
          <a className="btn btn--primary" href={ADMIN}>
            <ArrowLeft size={18} />
            Back to the inbox
          </a>
        </div>
      </main>
    </Document>
  );
}
