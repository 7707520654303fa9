// The model script: the user writes the model's next turns (text, or tool calls exactly as sent, wrong ones included).
import { useId } from 'react';
import { useSession, useSessionActions } from '../../store';
import type { ModelScript, ModelScriptTurn, ScriptedCall } from '../../wire/model-script';
import { Field } from './Field';
import { PRESET_LABELS, presetTurn, type PresetName } from './script-presets';

/** One empty script for every render: a fresh [] from the selector would re-render forever. */
const NO_SCRIPT: ModelScript = [];

export function ScriptFields() {
  const isMock = useSession((s) => s.draft.provider.kind === 'mock');
  const script = useSession((s) => s.draft.modelScript ?? NO_SCRIPT);
  const tools = useSession((s) => s.draft.tools);
  const actions = useSessionActions();
  const setScript = (next: ModelScript) => actions.updateDraft((d) => ({ ...d, modelScript: next.length > 0 ? next : undefined }));
  const setTurn = (index: number, turn: ModelScriptTurn) => setScript(script.map((t, i) => (i === index ? turn : t)));

  if (!isMock) return <p className="field-hint">A script answers for the embedded mock only; pick the mock provider to use one.</p>;
  return (
    <>
      <p className="field-hint">
        Write what the model answers, turn by turn: turn 1 answers the first request, turn 2 the next one. Arguments are sent exactly as written, so a wrong
        call reaches your loop as a real model would send it. After the last turn the mock model answers again. Saved with the session.
      </p>
      {script.map((turn, index) => (
        <ScriptTurn key={index} index={index} turn={turn} onChange={(t) => setTurn(index, t)} onRemove={() => setScript(script.filter((_, i) => i !== index))} />
      ))}
      <div className="script-add" role="group" aria-label="Add a scripted turn">
        <button type="button" className="btn btn-sm" onClick={() => setScript([...script, { kind: 'text', content: '' }])}>
          + Text reply
        </button>
        <button type="button" className="btn btn-sm" onClick={() => setScript([...script, { kind: 'calls', calls: [{ name: tools[0]?.name ?? '', arguments: '{}' }] }])}>
          + Tool calls
        </button>
        {(Object.keys(PRESET_LABELS) as PresetName[]).map((preset) => (
          <button key={preset} type="button" className="btn btn-sm" onClick={() => setScript([...script, presetTurn(preset, tools)])}>
            + {PRESET_LABELS[preset]}
          </button>
        ))}
      </div>
    </>
  );
}

interface TurnProps {
  index: number;
  turn: ModelScriptTurn;
  onChange(turn: ModelScriptTurn): void;
  onRemove(): void;
}

function ScriptTurn({ index, turn, onChange, onRemove }: TurnProps) {
  const ids = { kind: useId(), text: useId() };
  const setCall = (k: number, call: ScriptedCall) => turn.kind === 'calls' && onChange({ kind: 'calls', calls: turn.calls.map((c, i) => (i === k ? call : c)) });
  return (
    <fieldset className="script-turn">
      <legend>Turn {index + 1}</legend>
      <div className="script-turn-head">
        <Field label="The model answers with" htmlFor={ids.kind}>
          <select
            id={ids.kind}
            className="select"
            value={turn.kind}
            onChange={(e) => onChange(e.target.value === 'text' ? { kind: 'text', content: '' } : { kind: 'calls', calls: [{ name: '', arguments: '{}' }] })}
          >
            <option value="text">a text reply</option>
            <option value="calls">tool calls</option>
          </select>
        </Field>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove} aria-label={`Remove turn ${index + 1}`}>
          Remove
        </button>
      </div>
      {turn.kind === 'text' ? (
        <Field label="Text" htmlFor={ids.text}>
          <textarea id={ids.text} className="input" rows={2} value={turn.content} onChange={(e) => onChange({ kind: 'text', content: e.target.value })} />
        </Field>
      ) : (
        <>
          {turn.calls.map((call, k) => (
            <ScriptCall
              key={k}
              label={`Call ${k + 1}`}
              call={call}
              onChange={(c) => setCall(k, c)}
              onRemove={turn.calls.length > 1 ? () => onChange({ kind: 'calls', calls: turn.calls.filter((_, i) => i !== k) }) : undefined}
            />
          ))}
          <button type="button" className="btn btn-sm" onClick={() => onChange({ kind: 'calls', calls: [...turn.calls, { name: '', arguments: '{}' }] })}>
            + Another call in this turn
          </button>
        </>
      )}
    </fieldset>
  );
}

function ScriptCall({ label, call, onChange, onRemove }: { label: string; call: ScriptedCall; onChange(call: ScriptedCall): void; onRemove?: () => void }) {
  const ids = { name: useId(), args: useId() };
  const broken = (() => {
    try {
      JSON.parse(call.arguments);
      return false;
    } catch {
      return true;
    }
  })();
  return (
    <div className="script-call">
      <Field label={`${label}: tool name`} htmlFor={ids.name}>
        <input id={ids.name} className="input mono" value={call.name} onChange={(e) => onChange({ ...call, name: e.target.value })} />
      </Field>
      <Field label={`${label}: arguments (sent as written)`} htmlFor={ids.args} hint={broken ? 'Not valid JSON: sent exactly like this, as a model sometimes does.' : undefined}>
        <textarea id={ids.args} className="input mono" rows={2} value={call.arguments} onChange={(e) => onChange({ ...call, arguments: e.target.value })} />
      </Field>
      {onRemove && (
        <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}
