// Edit and "Replay from here" on a tool result: both fork the branch, so the original stays one click away.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@loopscope/engine/types';
import { callIdsOf, placeInRequest, useSession, useSessionActions, type Wire } from '../../store';
import { Icon } from '../../ui';
import { EditToolResultDialog } from './EditToolResultDialog';
import { editedResult, resultCallId, resultText, timelineStyle } from './item-view';

export function ToolResultActions({ index, item }: { index: number; item: TimelineEntry }) {
  const { t } = useTranslation('timeline');
  const [editing, setEditing] = useState(false);
  const actions = useSessionActions();
  const busy = useSession(
    (s) => s.engine.branches[s.engine.activeBranchId]?.status === 'running' || s.engine.pending !== null,
  );
  const callId = resultCallId(item);
  const content = resultText(item);
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const config = useSession((s) => s.engine.config);
  const callIds = useMemo(
    () => [
      ...new Set(
        (entries ?? [])
          .filter((e) => e.kind === 'assistant' || e.kind === 'tool-call')
          .flatMap((e) => callIdsOf(e.wire as unknown as Wire)),
      ),
    ],
    [entries],
  );

  // Busy buttons say so (aria-disabled) and ignore presses instead of being disabled: the replay an edit starts makes
  // them busy just as the dialog hands the focus back to Edit, and a disabled button dropped it to the page.
  const unlessBusy = (act: () => void) => ({ 'aria-disabled': busy || undefined, onClick: () => !busy && act() });
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        {...unlessBusy(() => setEditing(true))}
        data-return-focus={`edit-result-${index}`}
        aria-label={t('result.editLabel', { index, callId })}
      >
        <Icon.edit /> {t('result.edit')}
      </button>
      <button
        type="button"
        className="btn btn-sm"
        {...unlessBusy(() => void actions.replayFrom(index, item.wire))}
        aria-label={t('result.replayLabel', { index, callId })}
        title={t('result.replayTitle')}
      >
        <Icon.replay /> {t('result.replay')}
      </button>
      {editing && (
        <EditToolResultDialog
          index={index}
          place={placeInRequest(config, entries ?? [], index)}
          callId={callId}
          idField={timelineStyle(item.style).resultIdField}
          resultPlace={timelineStyle(item.style).resultPlace}
          callIds={callIds}
          initial={content}
          onClose={() => setEditing(false)}
          onSubmit={(text, run, id) => {
            const replacement = editedResult(item, text, id);
            setEditing(false);
            if (run) void actions.replayFrom(index, replacement);
            else actions.fork(index, replacement);
          }}
        />
      )}
    </>
  );
}
