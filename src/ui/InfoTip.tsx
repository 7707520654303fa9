// A focusable term with an explanatory tooltip: shown on hover *and* keyboard focus, dismissed with Escape.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTipPlacement } from './use-tip-placement';
import './ui.css';

export interface InfoTipProps {
  /** The visible, focusable term. */
  children: ReactNode;
  title: string;
  body: ReactNode;
  className?: string;
}

export function InfoTip({ children, title, body, className }: InfoTipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const place = useTipPlacement(anchor, tip, open);
  return (
    <span ref={anchor} className="ui-tip-anchor" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`ui-info-term ui-focusable ${className ?? ''}`}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </button>
      {/* Always in the DOM so aria-describedby resolves; hidden visually until open. */}
      <span ref={tip} role="tooltip" id={id} className="ui-tip" data-place={place} hidden={!open}>
        <strong>{title}</strong>
        {body}
      </span>
    </span>
  );
}
