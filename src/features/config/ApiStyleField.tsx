// API style: Chat Completions, Responses (with how it keeps state) or Assistants v2 (with its built-in tools).
import { useId } from 'react';
import type { ApiStyle, AssistantsBuiltinTool, AssistantsFile, ResponsesStateMode } from '../../store/engine-types';
import { useSession, useSessionActions } from '../../store';
import { Field } from './Field';

const STYLES: { id: ApiStyle; label: string; note: string }[] = [
  { id: 'chat', label: 'Chat Completions', note: 'POST /v1/chat/completions — you resend the whole messages list every time.' },
  { id: 'responses', label: 'Responses', note: 'POST /v1/responses — output is a list of items; tool results go back as function_call_output items matched by call_id.' },
  {
    id: 'assistants',
    label: 'Assistants',
    note: 'Assistants v2 (retired upstream on 2026-08-26; the mock keeps it alive): create an assistant and a thread, add a message, start a run, poll it, answer requires_action with submit_tool_outputs, list the messages.',
  },
];

const BUILTINS: { id: AssistantsBuiltinTool; label: string }[] = [
  { id: 'code_interpreter', label: 'code_interpreter — the model writes and runs a program' },
  { id: 'file_search', label: 'file_search — search files in a vector store' },
];

const STATE_MODES: { id: ResponsesStateMode; label: string; note: string }[] = [
  { id: 'manual', label: 'manual — resend every item in input', note: 'input += response.output, then the function_call_output items: the server keeps nothing you rely on.' },
  { id: 'previous_response_id', label: 'previous_response_id — chain on the server', note: 'Each request names the last response and sends only new items; the server re-reads (and re-bills) the whole chain.' },
  { id: 'conversation', label: 'conversation — a Conversation object', note: 'The first step creates a Conversation; every response reads it and appends its items to it.' },
];

export function ApiStyleField() {
  const current = useSession((s) => s.draft.apiStyle);
  const actions = useSessionActions();
  return (
    <>
      <fieldset className="segmented">
        <legend className="field-label">API style</legend>
        {STYLES.map((style) => (
          <label key={style.id} className="segmented-option" title={style.note}>
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
        <p className="field-hint">{STYLES.find((s) => s.id === current)?.note}</p>
      </fieldset>
      {current === 'responses' && <ResponsesStateField />}
      {current === 'assistants' && <AssistantsToolsField />}
    </>
  );
}

function ResponsesStateField() {
  const options = useSession((s) => s.draft.options);
  const actions = useSessionActions();
  const ids = { mode: useId(), store: useId() };
  const mode = options.responsesState ?? 'manual';
  const set = (patch: Partial<typeof options>) => actions.updateDraft((d) => ({ ...d, options: { ...d.options, ...patch } }));
  return (
    <>
      <Field label="Conversation state" htmlFor={ids.mode} hint={STATE_MODES.find((m) => m.id === mode)?.note}>
        <select id={ids.mode} className="select" value={mode} onChange={(e) => set({ responsesState: e.target.value as ResponsesStateMode })}>
          {STATE_MODES.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </Field>
      {mode === 'manual' && (
        <div className="check-row">
          <input id={ids.store} type="checkbox" checked={options.storeOff === true} onChange={(e) => set({ storeOff: e.target.checked })} />
          <label htmlFor={ids.store}>
            Don’t store responses <code>store: false</code> — reasoning comes back encrypted to resend
          </label>
        </div>
      )}
    </>
  );
}

/** A stable empty list: a new [] per render would make the store selector loop. */
const NONE: AssistantsBuiltinTool[] = [];

/** The assistant's built-in tools, sent in `tools` beside the function tools when the assistant is created. */
function AssistantsToolsField() {
  const chosen = useSession((s) => s.draft.options.assistantsTools ?? NONE);
  const actions = useSessionActions();
  const toggle = (id: AssistantsBuiltinTool, on: boolean) =>
    actions.updateDraft((d) => {
      const rest = (d.options.assistantsTools ?? []).filter((t) => t !== id);
      return { ...d, options: { ...d.options, assistantsTools: on ? [...rest, id] : rest } };
    });
  return (
    <fieldset className="check-group">
      <legend className="field-label">Built-in tools</legend>
      {BUILTINS.map((tool) => (
        <div key={tool.id} className="check-row">
          <input id={`builtin-${tool.id}`} type="checkbox" checked={chosen.includes(tool.id)} onChange={(e) => toggle(tool.id, e.target.checked)} />
          <label htmlFor={`builtin-${tool.id}`}>
            <code>{tool.label.split(' — ')[0]}</code> — {tool.label.split(' — ')[1]}
          </label>
        </div>
      ))}
      {chosen.includes('file_search') && <AssistantsFilesField />}
    </fieldset>
  );
}

const NO_FILES: AssistantsFile[] = [];
/** What file_search can read here: text kept as text (the upload is sent as the text it is). */
const SEARCHABLE = '.txt,.md,.markdown,.json,text/plain,text/markdown,application/json';

/** The files uploaded into the assistant's vector store when it is created: listed, removable, added from disk. */
function AssistantsFilesField() {
  const files = useSession((s) => s.draft.options.assistantsFiles ?? NO_FILES);
  const actions = useSessionActions();
  const inputId = useId();
  const setFiles = (next: AssistantsFile[]) => actions.updateDraft((d) => ({ ...d, options: { ...d.options, assistantsFiles: next } }));
  const add = async (list: FileList | null) => {
    const added = await Promise.all([...(list ?? [])].map(async (f) => ({ filename: f.name, content: await f.text() })));
    const names = new Set(added.map((f) => f.filename));
    setFiles([...files.filter((f) => !names.has(f.filename)), ...added]);
  };
  return (
    <div className="assistants-files">
      <p className="field-hint">
        Uploaded with <code>purpose: "assistants"</code> into a vector store the assistant’s <code>tool_resources.file_search</code> names:
      </p>
      {files.length > 0 ? (
        <ul className="assistants-file-list" aria-label="file_search files">
          {files.map((f) => (
            <li key={f.filename}>
              <code>{f.filename}</code> <span className="field-hint">({f.content.length.toLocaleString()} characters)</span>
              <button type="button" className="btn btn-sm" aria-label={`Remove ${f.filename}`} onClick={() => setFiles(files.filter((g) => g !== f))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">No files yet: without one, file_search finds nothing.</p>
      )}
      <label htmlFor={inputId} className="field-label">
        Add text, markdown or JSON files
      </label>
      <input id={inputId} type="file" multiple accept={SEARCHABLE} onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))} />
    </div>
  );
}
