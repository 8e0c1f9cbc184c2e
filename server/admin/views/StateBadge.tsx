/** Where a submission stands: open, handled or spam. */
import type { ReactElement } from 'react';
import type { SubmissionRow } from '../../db/inbox.ts';

export interface StateBadgeProps {
  row: Pick<SubmissionRow, 'isSpam' | 'handledAt'>;
}

export function StateBadge({ row }: StateBadgeProps): ReactElement {
  if (row.isSpam) return <span className="badge badge--spam">Spam</span>;
  if (row.handledAt) return <span className="badge badge--handled">Handled</span>;
  return <span className="badge badge--open">Open</span>;
}
