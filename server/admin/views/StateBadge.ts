/** Where a submission stands: open, handled or spam. */
import type { ReactElement } from 'react';
import type { SubmissionRow } from '../../db/inbox.ts';
import { h } from './h.ts';

export interface StateBadgeProps {
  row: Pick<SubmissionRow, 'isSpam' | 'handledAt'>;
}

export function StateBadge({ row }: StateBadgeProps): ReactElement {
  if (row.isSpam) return h('span', { className: 'badge badge--spam' }, 'Spam');
  if (row.handledAt) return h('span', { className: 'badge badge--handled' }, 'Handled');
  return h('span', { className: 'badge badge--open' }, 'Open');
}
