// A modal dialog on the native <dialog> element: focus moves in, Escape closes, focus returns to the opener.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './layout.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** `wide` for editors (tool results, pending requests); `narrow` for help. */
  size?: 'narrow' | 'wide';
  /** Accessible description shown under the title. */
  description?: ReactNode;
  /** Ctrl/Cmd+Enter anywhere in the dialog (editors included) does this — the dialog's main action. */
  onSubmit?(): void;
  /** Says on screen what Ctrl/Cmd+Enter does, e.g. "sends the request". */
  submitHint?: string;
}

export function Dialog({ open, title, onClose, children, footer, size = 'narrow', description, onSubmit, submitHint }: DialogProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom lacks showModal; the open attribute is enough there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(event) => {
        // Escape: let React own the open state instead of the browser closing it behind our back.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDownCapture={(event) => {
        // Capture phase: Monaco binds Ctrl+Enter itself (insert line) and would swallow it otherwise.
        if (!onSubmit || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {open && (
        <div className="dialog-frame">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} aria-label={t('dialog.close')}>
              ✕
            </button>
          </header>
          {description && (
            <p id={descId} className="dialog-description">
              {description}
            </p>
          )}
          <div className="dialog-body">{children}</div>
          {footer && (
            <footer className="dialog-footer">
              {submitHint && (
                <span className="dialog-keys">
                  <kbd>Ctrl</kbd>+<kbd>Enter</kbd> {submitHint}
                </span>
              )}
              {footer}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}
