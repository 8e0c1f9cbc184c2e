/** A message box: success, error or warning, announced as a status or an alert. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CircleCheck, Info, TriangleAlert, type UiIconProps } from '../../../app/components/ui/ui-icons.tsx';

export interface NoticeProps {
  kind: 'success' | 'error' | 'warning';
  role?: 'status' | 'alert';
  children: ReactNode;
}

const ICONS: Record<NoticeProps['kind'], ComponentType<UiIconProps>> = {
  success: CircleCheck,
  error: TriangleAlert,
  warning: Info,
};

export function Notice({ kind, role = 'status', children }: NoticeProps): ReactElement {
  const KindIcon = ICONS[kind];
  return (
    <div className={`notice notice--${kind}`} role={role}>
      <KindIcon size={20} />
      <div>{children}</div>
    </div>
  );
}
