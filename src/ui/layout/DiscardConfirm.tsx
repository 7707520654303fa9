// The question a dialog with unsaved changes asks before it closes: a small modal alert dialog on top of it, where
// "Keep editing" has the focus, Escape keeps editing and only "Discard changes" closes the dialog underneath.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DiscardConfirmProps {
  /** The dialog's title, so the question names what would be thrown away. */
  title: string;
  onKeep(): void;
  onDiscard(): void;
}

export function DiscardConfirm({ title, onKeep, onDiscard }: DiscardConfirmProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // The safe answer has the focus: Enter or Space on it, like Escape, goes back to the editing.
    keep.current?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className="dialog dialog-confirm"
      aria-labelledby={titleId}
      aria-describedby={descId}
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Handled here: the dialog underneath must not take this Escape as its own close request.
        event.preventDefault();
        event.stopPropagation();
        onKeep();
      }}
    >
      <div className="dialog-frame">
        <header className="dialog-header">
          <h2 id={titleId}>{t('discard.title')}</h2>
        </header>
        <p id={descId} className="dialog-description">
          {t('discard.description', { title })}
        </p>
        <footer className="dialog-footer">
          <button ref={keep} type="button" className="btn btn-primary" onClick={onKeep}>
            {t('discard.keep')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onDiscard}>
            {t('discard.discard')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
