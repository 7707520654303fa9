// Responses' features a session can turn on: programmatic tool calling, tool search run by the client, hosted and
// workspace tools, automatic compaction past a threshold.
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import { Field } from './Field';
import { AssistantsFilesField } from './SessionFilesField';
import type { HostedToolId, WorkspaceToolId } from '@loopscope/engine/types';

const HOSTED: HostedToolId[] = ['file_search', 'web_search', 'code_interpreter'];
/** A stable empty list: a new [] per render would make the store selector loop. */
const NO_HOSTED: HostedToolId[] = [];
const WORKSPACE: WorkspaceToolId[] = ['shell', 'apply_patch'];
const NO_WORKSPACE: WorkspaceToolId[] = [];

/** The API's own floor for `compact_threshold` (the mock refuses less, as wire/responses/validate-request.ts says). */
export const MIN_COMPACT_THRESHOLD = 1000;

/** A threshold as typed: empty turns compaction off; anything else must be a whole number of at least the floor. */
/** One checkbox a tool of the group, labelled with the tool's type and what it does. */
function ToolChecks<Id extends string>({
  kind,
  all,
  on,
  onToggle,
  describe,
}: {
  kind: string;
  all: Id[];
  on: Id[];
  onToggle: (id: Id, checked: boolean) => void;
  describe: (id: Id) => string;
}) {
  return all.map((id) => (
    <div key={id} className="check-row">
      <input
        id={`${kind}-${id}`}
        type="checkbox"
        checked={on.includes(id)}
        onChange={(e) => onToggle(id, e.target.checked)}
      />
      <label htmlFor={`${kind}-${id}`}>
        <code>{id}</code> — {describe(id)}
      </label>
    </div>
  ));
}

export function readThreshold(text: string): { ok: true; value: number | undefined } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= MIN_COMPACT_THRESHOLD ? { ok: true, value } : { ok: false };
}

export function ResponsesServerFeatures() {
  const { t } = useTranslation('config');
  const options = useSession((s) => s.draft.options);
  const actions = useSessionActions();
  const ids = { programs: useId(), clientSearch: useId(), threshold: useId(), error: useId(), mcp: useId() };
  // What is typed stays as typed; only a value the API accepts reaches the session, so nothing refused is ever sent.
  const shown = (value: number | undefined) => (value === undefined ? '' : String(value));
  const [typed, setTyped] = useState(shown(options.compactThreshold));
  // A scenario or a loaded session can change the threshold from outside: the field follows it (React's "adjust state
  // while rendering", no effect), unless what is typed is a refused value the user is still correcting.
  const [applied, setApplied] = useState(options.compactThreshold);
  if (applied !== options.compactThreshold) {
    setApplied(options.compactThreshold);
    if (readThreshold(typed).ok) setTyped(shown(options.compactThreshold));
  }
  const read = readThreshold(typed);
  const hosted = options.hostedTools ?? NO_HOSTED;
  const toggleHosted = (id: HostedToolId, on: boolean) =>
    set({ hostedTools: HOSTED.filter((h) => (h === id ? on : hosted.includes(h))) });
  const workspace = options.workspaceTools ?? NO_WORKSPACE;
  const toggleWorkspace = (id: WorkspaceToolId, on: boolean) =>
    set({ workspaceTools: WORKSPACE.filter((w) => (w === id ? on : workspace.includes(w))) });
  const set = (patch: Partial<typeof options>) =>
    actions.updateDraft((d) => ({ ...d, options: { ...d.options, ...patch } }));
  return (
    <>
      <div className="check-row">
        <input
          id={ids.programs}
          type="checkbox"
          checked={options.programmaticTools === true}
          onChange={(e) => set({ programmaticTools: e.target.checked })}
        />
        <label htmlFor={ids.programs}>
          <Trans t={t} i18nKey="serverFeatures.programs" components={{ code: <code /> }} />
        </label>
      </div>
      <div className="check-row">
        <input
          id={ids.clientSearch}
          type="checkbox"
          checked={options.toolSearchExecution === 'client'}
          onChange={(e) => set({ toolSearchExecution: e.target.checked ? 'client' : undefined })}
        />
        <label htmlFor={ids.clientSearch}>
          <Trans t={t} i18nKey="serverFeatures.clientSearch" components={{ code: <code /> }} />
        </label>
      </div>
      <Field label={t('serverFeatures.mcp')} htmlFor={ids.mcp} hint={t('serverFeatures.mcpHint')}>
        <select
          id={ids.mcp}
          className="select"
          value={options.hostedMcp ?? 'off'}
          onChange={(e) =>
            set({ hostedMcp: e.target.value === 'off' ? undefined : (e.target.value as 'never' | 'always') })
          }
        >
          <option value="off">{t('serverFeatures.mcpOff')}</option>
          <option value="never">{t('serverFeatures.mcpNever')}</option>
          <option value="always">{t('serverFeatures.mcpAlways')}</option>
        </select>
      </Field>
      <fieldset className="check-group">
        <legend className="field-label">{t('serverFeatures.hosted')}</legend>
        <p className="field-hint">{t('serverFeatures.hostedHint')}</p>
        <ToolChecks
          kind="hosted"
          all={HOSTED}
          on={hosted}
          onToggle={toggleHosted}
          describe={(id) => t(`serverFeatures.hosted_${id}`)}
        />
        {hosted.includes('file_search') && <AssistantsFilesField where="files.whereResponses" />}
      </fieldset>
      <fieldset className="check-group">
        <legend className="field-label">{t('serverFeatures.workspace')}</legend>
        <p className="field-hint">{t('serverFeatures.workspaceHint')}</p>
        <ToolChecks
          kind="workspace"
          all={WORKSPACE}
          on={workspace}
          onToggle={toggleWorkspace}
          describe={(id) => t(`serverFeatures.workspace_${id}`)}
        />
      </fieldset>
      <Field label={t('serverFeatures.threshold')} htmlFor={ids.threshold} hint={t('serverFeatures.thresholdHint')}>
        <input
          id={ids.threshold}
          className="input"
          inputMode="numeric"
          placeholder={t('serverFeatures.off')}
          value={typed}
          aria-invalid={!read.ok}
          aria-describedby={read.ok ? undefined : ids.error}
          onChange={(e) => {
            setTyped(e.target.value);
            const next = readThreshold(e.target.value);
            if (next.ok) set({ compactThreshold: next.value });
          }}
        />
        {!read.ok && (
          <p id={ids.error} className="field-error" role="alert">
            {t('serverFeatures.thresholdError', { min: MIN_COMPACT_THRESHOLD })}
          </p>
        )}
      </Field>
    </>
  );
}
