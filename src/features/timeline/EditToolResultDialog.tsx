// Edits a tool result's content in Monaco (it says whether it is JSON or plain text; both are legal) and the call id it answers.
import { useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CodeEditor, Dialog, DialogCancelButton, Icon } from '../../ui';
import { contentShape } from './message-kind';
import './edit-call-id.css';

/** The list a tool result sits in (`messages`, `input`, an Assistants `timeline`) and the field of its text (`content`, `output`). */
export interface ResultPlace {
  list: string;
  value: string;
}

const CHAT_PLACE: ResultPlace = { list: 'messages', value: 'content' };

export interface EditToolResultDialogProps {
  index: number;
  /** Its index in the list of the request that sends it (a chained Responses request sends only the newer items); default `index`. */
  place?: number;
  callId: string;
  /** The field that names the call in this style: `tool_call_id` (Chat, Assistants) or `call_id` (Responses). */
  idField?: string;
  /** Where the result sits and which field holds its text, as this style names them (`messages` / `content` for Chat). */
  resultPlace?: ResultPlace;
  /** The call ids of the branch, offered as the id's suggestions. */
  callIds?: readonly string[];
  initial: string;
  onClose(): void;
  /** `run`: replay the loop from the edit; otherwise just fork. `id`: the call id, as edited. */
  onSubmit(text: string, run: boolean, id: string): void;
}

export function EditToolResultDialog({
  index,
  place = index,
  callId,
  idField = 'tool_call_id',
  resultPlace = CHAT_PLACE,
  callIds = [],
  initial,
  onClose,
  onSubmit: submit,
}: EditToolResultDialogProps) {
  const { t } = useTranslation('timeline');
  const [text, setText] = useState(initial);
  // The id is editable: a result answering a stale or mistyped id is a real mistake to fix here (or to make on purpose).
  const [id, setId] = useState(callId);
  const idInput = useId();
  const onSubmit = (value: string, run: boolean) => submit(value, run, id);
  const shape = useMemo(() => contentShape(text, true), [text]);
  const looksLikeJson = /^\s*[[{]/.test(text);
  // The editor holds the exact wire string: what you see here is byte for byte what the next request sends.
  const wire = text;

  return (
    <Dialog
      open
      size="wide"
      title={t('editDialog.title', { path: `${resultPlace.list}[${place}]` })}
      description={
        <Trans
          t={t}
          i18nKey="editDialog.description"
          components={{ id: <code>{callId}</code>, content: <code>{resultPlace.value}</code> }}
        />
      }
      onClose={onClose}
      dirty={text !== initial}
      onSubmit={() => onSubmit(wire, true)}
      submitHint={t('editDialog.submitHint')}
      footer={
        <>
          <span className="edit-status" data-kind={shape.kind} role="status">
            {shape.kind === 'json'
              ? t('editDialog.valid')
              : looksLikeJson
                ? t('editDialog.invalid')
                : t('editDialog.plain')}
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
      <div className="edit-call-id">
        <label htmlFor={idInput}>
          <code>{idField}</code>
        </label>
        <input
          id={idInput}
          className="input mono"
          value={id}
          onChange={(e) => setId(e.target.value)}
          list={`${idInput}-ids`}
          spellCheck={false}
          autoComplete="off"
        />
        <datalist id={`${idInput}-ids`}>
          {callIds.map((known) => (
            <option key={known} value={known} />
          ))}
        </datalist>
        {!callIds.includes(id) && callIds.length > 0 && (
          <span className="edit-call-id-warn">{t('editDialog.unknownId', { field: idField })}</span>
        )}
      </div>
      <CodeEditor
        value={text}
        onChange={setText}
        language="json"
        suggestions={false}
        height="min(40vh, 320px)"
        ariaLabel={t('editDialog.editorLabel', { index })}
      />
    </Dialog>
  );
}
