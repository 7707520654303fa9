// A titled panel region (configuration, timeline, inspector): header with actions, scrolling body.
import type { KeyboardEvent, ReactNode } from 'react';
import './layout.css';

export interface PanelProps {
  id: string;
  title: ReactNode;
  /** Short text after the title, e.g. "7 messages". */
  meta?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** The body scrolls by itself unless the child manages its own scrolling (virtual lists, editors). */
  scroll?: boolean;
  className?: string;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

export function Panel({ id, title, meta, actions, children, scroll = true, className, onKeyDown }: PanelProps) {
  return (
    <section
      id={`${id}-panel`}
      className={`panel ${className ?? ''}`}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <header className="panel-header">
        <h2 id={`${id}-title`} className="panel-title">
          {title}
        </h2>
        {meta !== undefined && <span className="panel-meta">{meta}</span>}
        {actions && <div className="panel-actions">{actions}</div>}
      </header>
      <div className={scroll ? 'panel-body panel-body-scroll' : 'panel-body'}>{children}</div>
    </section>
  );
}
