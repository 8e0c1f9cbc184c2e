/** A message box: success, error or warning, announced as a status or an alert. */
import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from './Icon.ts';

export interface NoticeProps {
  kind: 'success' | 'error' | 'warning';
  role?: 'status' | 'alert';
  children: ReactNode;
}

const ICONS: Record<NoticeProps['kind'], IconName> = { success: 'check', error: 'alert', warning: 'info' };

export function Notice({ kind, role = 'status', children }: NoticeProps): ReactElement {
  return (
    <div className={`notice notice--${kind}`} role={role}>
      <Icon name={ICONS[kind]} />
      <div>{children}</div>
    </div>
  );
}
