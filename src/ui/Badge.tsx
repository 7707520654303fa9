// A small pill label; tone carries meaning through colour *and* text, never colour alone.
import type { ReactNode } from 'react';
import './ui.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'danger' | 'warning';

export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className="ui-badge" data-tone={tone} title={title}>
      {children}
    </span>
  );
}
