// Edits a tool result's content in Monaco; says whether it is JSON or plain text (both are legal: content is a string).
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CodeEditor, Dialog, DialogCancelButton, Icon } from '../../ui';
import { contentShape } from './message-kind';

export interface EditToolResultDialogProps {
  index: number;
  callId: string;
  initial: string;
  onClose(): void;
  /** `run`: replay the loop from the edit; otherwise just fork. */
  onSubmit(text: string, run: boolean): void;
}

export function EditToolResultDialog({ index, callId, initial, onClose, onSubmit }: EditToolResultDialogProps) {
  const { t } = useTranslation('timeline');
  const [text, setText] = useState(initial);
  const shape = useMemo(() => contentShape(text, true), [text]);
  const looksLikeJson = /^\s*[[{]/.test(text);
  // The editor holds the exact wire string: what you see here is byte for byte what the next request sends.
  const wire = text;

  return (
    <Dialog
      open
      size="wide"
      title={t('editDialog.title', { index })}
      description={
        <Trans t={t} i18nKey="editDialog.description" components={{ id: <code>{callId}</code>, content: <code>content</code> }} />
      }
      onClose={onClose}
      dirty={text !== initial}
      onSubmit={() => onSubmit(wire, true)}
      submitHint={t('editDialog.submitHint')}
      footer={
        <>
          <span className="edit-status" data-kind={shape.kind} role="status">
            {shape.kind === 'json' ? t('editDialog.valid') : looksLikeJson ? t('editDialog.invalid') : t('editDialog.plain')}
          </span>
          <DialogCancelButton>{t('editDialog.cancel')}</DialogCancelButton>
          <button type="button" className="btn" onClick={() => onSubmit(wire, false)} title={t('editDialog.forkTitle')}>
            {t('editDialog.fork')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSubmit(wire, true)}>
            <Icon.replay /> {t('result.replay')}
          </button>
        </>
      }
    >
      <CodeEditor value={text} onChange={setText} language="json" height="min(40vh, 320px)" ariaLabel={t('editDialog.editorLabel', { index })} />
    </Dialog>
  );
}
