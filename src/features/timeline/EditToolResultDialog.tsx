// Edits a tool result's content in Monaco; says whether it is JSON or plain text (both are legal: content is a string).
import { useMemo, useState } from 'react';
import { CodeEditor, Dialog, Icon } from '../../ui';
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
  const [text, setText] = useState(initial);
  const shape = useMemo(() => contentShape(text, true), [text]);
  const looksLikeJson = /^\s*[[{]/.test(text);
  // The editor holds the exact wire string: what you see here is byte for byte what the next request sends.
  const wire = text;

  return (
    <Dialog
      open
      size="wide"
      title={`Edit tool result messages[${index}]`}
      description={
        <>
          The tool message answering <code>{callId}</code>. Its <code>content</code> is a string: JSON is usual, plain text is allowed.
        </>
      }
      onClose={onClose}
      onSubmit={() => onSubmit(wire, true)}
      submitHint="replays from here"
      footer={
        <>
          <span className="edit-status" data-kind={shape.kind} role="status">
            {shape.kind === 'json' ? '✓ Valid JSON — sent as this exact string' : looksLikeJson ? '⚠ Not valid JSON — it will be sent as plain text' : 'Plain text (not JSON) — sent as is'}
          </span>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={() => onSubmit(wire, false)} title="Create the branch without sending anything">
            Fork only
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSubmit(wire, true)}>
            <Icon.replay /> Replay from here
          </button>
        </>
      }
    >
      <CodeEditor value={text} onChange={setText} language="json" height="min(40vh, 320px)" ariaLabel={`Content of tool result ${index}`} />
    </Dialog>
  );
}
