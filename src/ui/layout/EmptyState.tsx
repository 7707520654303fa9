// The "nothing here yet" view that teaches: what will appear, and the one action that makes it appear.
import type { ReactNode } from 'react';
import './layout.css';

export interface EmptyStateProps {
  title: string;
  children: ReactNode;
  /** An optional call to action (a button) or a small diagram. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="empty-state-title">{title}</p>
      <div className="empty-state-body">{children}</div>
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
