// The frame every timeline card shares: role stripe and badge, its index in `messages` or `input`, provenance, token count.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_LABEL, type MessageKind } from './message-kind';
import { useSlots } from './slots';

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
  /** The list the request carries it in: `messages` (Chat) or `input` (Responses); Assistants entries live in several objects: `timeline`. */
  list?: 'messages' | 'input' | 'timeline';
  /** The badge text when the wire names the object differently from its kind (e.g. `function_call`). */
  label?: string;
  /** The exchange this message belongs to in the inspector ("request 2"): a header button, and a click on the card. */
  exchangeLink?: { label: string; title: string; selected: boolean; onSelect(): void } | null;
}

/** Clicks on the card's own controls (edit, show all, links) do their own thing, not select the exchange. */
const INTERACTIVE = 'button, a, input, select, textarea, summary, [role="button"]';

export function CardFrame({
  kind,
  index,
  note,
  tokens,
  footer,
  children,
  highlighted,
  sentIn,
  onPointer,
  list = 'messages',
  label,
  exchangeLink,
}: CardFrameProps) {
  const { t } = useTranslation('timeline');
  const pointedAt = useSlots().highlightedMessage === index;
  return (
    <article
      className="card"
      data-kind={kind}
      data-highlighted={highlighted || pointedAt || undefined}
      data-lesson-target={pointedAt || undefined}
      aria-label={`${list}[${index}], ${label ?? KIND_LABEL[kind]}`}
      onMouseEnter={onPointer && (() => onPointer(true))}
      onMouseLeave={onPointer && (() => onPointer(false))}
      onClick={(event) => {
        if (!exchangeLink || (event.target as Element).closest(INTERACTIVE)) return;
        if (window.getSelection()?.toString()) return;
        exchangeLink.onSelect();
      }}
    >
      <header className="card-header">
        <span className="card-index mono">[{index}]</span>
        <span className="role-badge" data-kind={kind}>
          {label ?? KIND_LABEL[kind]}
        </span>
        {note && <span className="card-note">{note}</span>}
        <span className="card-spacer" />
        {sentIn === null && (
          <span className="card-unsent" title={t('card.unsentTitle')}>
            {t('card.unsent')}
          </span>
        )}
        {exchangeLink && (
          <button
            type="button"
            className="card-exchange-link"
            aria-pressed={exchangeLink.selected}
            onClick={exchangeLink.onSelect}
            title={exchangeLink.title}
          >
            {exchangeLink.label}
          </button>
        )}
        {tokens}
      </header>
      <div className="card-body">{children}</div>
      {footer && <footer className="card-footer">{footer}</footer>}
    </article>
  );
}
