// The frame every message card shares: role stripe and badge, its index in `messages`, provenance, token count.
import type { ReactNode } from 'react';
import { KIND_LABEL, type MessageKind } from './message-kind';

export interface CardFrameProps {
  kind: MessageKind;
  index: number;
  /** Why the message is there ("from response 1", "edited"), in a few words. */
  note?: ReactNode;
  tokens?: ReactNode;
  /** Commands for this message (edit, replay), under the body so the header stays one line. */
  footer?: ReactNode;
  children: ReactNode;
  highlighted?: boolean;
  /** Wire position: not sent yet, or first sent with request N. */
  sentIn: number | null;
  onPointer?(inside: boolean): void;
}

export function CardFrame({ kind, index, note, tokens, footer, children, highlighted, sentIn, onPointer }: CardFrameProps) {
  return (
    <article
      className="card"
      data-kind={kind}
      data-highlighted={highlighted || undefined}
      aria-label={`messages[${index}], ${KIND_LABEL[kind]}`}
      onMouseEnter={onPointer && (() => onPointer(true))}
      onMouseLeave={onPointer && (() => onPointer(false))}
    >
      <header className="card-header">
        <span className="card-index mono">[{index}]</span>
        <span className="role-badge" data-kind={kind}>
          {KIND_LABEL[kind]}
        </span>
        {note && <span className="card-note">{note}</span>}
        <span className="card-spacer" />
        {sentIn === null && <span className="card-unsent" title="Appended after the last request; the next request would carry it.">not sent yet</span>}
        {tokens}
      </header>
      <div className="card-body">{children}</div>
      {footer && <footer className="card-footer">{footer}</footer>}
    </article>
  );
}
