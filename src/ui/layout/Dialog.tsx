// A modal dialog on the native <dialog> element: focus moves in, Escape closes (asking first when there are unsaved
// changes), and focus returns to the opener.
import { useTranslation } from 'react-i18next';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DiscardConfirm } from './DiscardConfirm';
import { useReturnFocus } from './use-return-focus';
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
  /** Unsaved changes: Escape, ✕, a click outside and a `DialogCancelButton` ask before closing. */
  dirty?: boolean;
}

/** How a footer button closes its dialog: through the unsaved-changes question, like Escape. */
const CloseContext = createContext<() => void>(() => {});

/** A footer button that closes the dialog it sits in the way Escape does (asking first when there are changes). */
export function DialogCancelButton({ children }: { children: ReactNode }) {
  const requestClose = useContext(CloseContext);
  return (
    <button type="button" className="btn" onClick={requestClose}>
      {children}
    </button>
  );
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'narrow',
  description,
  onSubmit,
  submitHint,
  dirty = false,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);

  useReturnFocus(open, ref);
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
        // A close request the keys below did not see: let React own the open state instead of the browser closing it.
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        // Escape closes here, before the browser turns it into a cancel: an editor that keeps its Escape (CodeEditor) has
        // marked the event handled by now, and a handled Escape never becomes a close request.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
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
        <CloseContext.Provider value={requestClose}>
          <div className="dialog-frame">
            <header className="dialog-header">
              <h2 id={titleId}>{title}</h2>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={requestClose}
                aria-label={t('dialog.close')}
              >
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
          {asking && (
            <DiscardConfirm
              title={title}
              onKeep={() => setAsking(false)}
              onDiscard={() => {
                setAsking(false);
                onClose();
              }}
            />
          )}
        </CloseContext.Provider>
      )}
    </dialog>
  );
}
