// API style: Chat Completions, Responses (with how it keeps state) or Assistants v2 (with its built-in tools).
import { useId, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiStyle, AssistantsBuiltinTool, ResponsesStateMode, ResponsesTransport } from '@loopscope/engine/types';
import { STYLE_VIEWS, useSession, useSessionActions } from '../../store';
import { Field } from './Field';
import { ResponsesServerFeatures } from './ResponsesServerFeatures';
import { RunPaceField } from './RunPaceField';
import { AssistantsFilesField } from './SessionFilesField';

/** The API styles by their wire names (never translated, STYLE_VIEWS holds them); what each means is in the catalog under `style.<id>`. */
const STYLES = (Object.keys(STYLE_VIEWS) as ApiStyle[]).map((id) => ({ id, label: STYLE_VIEWS[id].label }));

const BUILTINS: AssistantsBuiltinTool[] = ['code_interpreter', 'file_search'];

const STATE_MODES: ResponsesStateMode[] = ['manual', 'previous_response_id', 'conversation'];

export function ApiStyleField() {
  const { t } = useTranslation('config');
  const current = useSession((s) => s.draft.apiStyle);
  const actions = useSessionActions();
  return (
    <>
      <fieldset className="segmented">
        <legend className="field-label">{t('apiStyle.label')}</legend>
        {STYLES.map((style) => (
          <label key={style.id} className="segmented-option" title={t(`apiStyle.note.${style.id}`)}>
            <input
              type="radio"
              name="api-style"
              value={style.id}
              checked={current === style.id}
              onChange={() => actions.updateDraft((d) => ({ ...d, apiStyle: style.id }))}
            />
            <span>{style.label}</span>
          </label>
        ))}
        <p className="field-hint">{t(`apiStyle.note.${current}`)}</p>
      </fieldset>
      <StyleOptions />
    </>
  );
}

function ResponsesOptions() {
  return (
    <>
      <ResponsesStateField />
      <ResponsesTransportField />
      <ResponsesServerFeatures />
    </>
  );
}

function AssistantsOptions() {
  return (
    <>
      <AssistantsToolsField />
      <RunPaceField />
    </>
  );
}

/** The fields only one style has, by style (Chat has none). */
const STYLE_OPTIONS: { readonly [S in ApiStyle]: (() => ReactElement) | null } = {
  chat: null,
  responses: ResponsesOptions,
  assistants: AssistantsOptions,
};

function StyleOptions() {
  const Options = STYLE_OPTIONS[useSession((s) => s.draft.apiStyle)];
  return Options && <Options />;
}

function ResponsesStateField() {
  const { t } = useTranslation('config');
  const options = useSession((s) => s.draft.options);
  const actions = useSessionActions();
  const ids = { mode: useId(), store: useId() };
  const mode = options.responsesState ?? 'manual';
  const set = (patch: Partial<typeof options>) =>
    actions.updateDraft((d) => ({ ...d, options: { ...d.options, ...patch } }));
  return (
    <>
      <Field label={t('state.label')} htmlFor={ids.mode} hint={t(`state.${mode}.note`)}>
        <select
          id={ids.mode}
          className="select"
          value={mode}
          onChange={(e) => set({ responsesState: e.target.value as ResponsesStateMode })}
        >
          {STATE_MODES.map((m) => (
            <option key={m} value={m}>
              {m} — {t(`state.${m}.label`)}
            </option>
          ))}
        </select>
      </Field>
      {mode === 'manual' && (
        <div className="check-row">
          <input
            id={ids.store}
            type="checkbox"
            checked={options.storeOff === true}
            onChange={(e) => set({ storeOff: e.target.checked })}
          />
          <label htmlFor={ids.store}>
            <Trans t={t} i18nKey="state.storeOff" components={{ code: <code /> }} />
          </label>
        </div>
      )}
    </>
  );
}

const TRANSPORTS: ResponsesTransport[] = ['http', 'websocket'];

/** HTTP (a request per step) or WebSocket mode (one socket, a `response.create` frame per step). */
function ResponsesTransportField() {
  const { t } = useTranslation('config');
  const transport = useSession((s) => s.draft.options.responsesTransport ?? 'http');
  const actions = useSessionActions();
  return (
    <fieldset className="segmented">
      <legend className="field-label">{t('transport.label')}</legend>
      {TRANSPORTS.map((id) => (
        <label key={id} className="segmented-option">
          <input
            type="radio"
            name="responses-transport"
            value={id}
            checked={transport === id}
            onChange={() => actions.updateDraft((d) => ({ ...d, options: { ...d.options, responsesTransport: id } }))}
          />
          <span>{t(`transport.${id}`)}</span>
        </label>
      ))}
      <p className="field-hint">{t(`transport.note.${transport}`)}</p>
    </fieldset>
  );
}

/** A stable empty list: a new [] per render would make the store selector loop. */
const NONE: AssistantsBuiltinTool[] = [];

/** The assistant's built-in tools, sent in `tools` beside the function tools when the assistant is created. */
function AssistantsToolsField() {
  const { t } = useTranslation('config');
  const chosen = useSession((s) => s.draft.options.assistantsTools ?? NONE);
  const actions = useSessionActions();
  const toggle = (id: AssistantsBuiltinTool, on: boolean) =>
    actions.updateDraft((d) => {
      const rest = (d.options.assistantsTools ?? []).filter((tool) => tool !== id);
      return { ...d, options: { ...d.options, assistantsTools: on ? [...rest, id] : rest } };
    });
  return (
    <fieldset className="check-group">
      <legend className="field-label">{t('builtins.label')}</legend>
      {BUILTINS.map((tool) => (
        <div key={tool} className="check-row">
          <input
            id={`builtin-${tool}`}
            type="checkbox"
            checked={chosen.includes(tool)}
            onChange={(e) => toggle(tool, e.target.checked)}
          />
          <label htmlFor={`builtin-${tool}`}>
            <code>{tool}</code> — {t(`builtins.${tool}`)}
          </label>
        </div>
      ))}
      {chosen.includes('file_search') && <AssistantsFilesField />}
    </fieldset>
  );
}
