// The model script: the user writes the model's next turns (text, or tool calls exactly as sent, wrong ones included).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import type { ModelScript, ModelScriptTurn, ScriptedCall } from '@loopscope/wire/model-script';
import { Field } from './Field';
import { PRESETS, presetTurn } from './script-presets';

/** One empty script for every render: a fresh [] from the selector would re-render forever. */
const NO_SCRIPT: ModelScript = [];

export function ScriptFields() {
  const { t } = useTranslation('config');
  const isMock = useSession((s) => s.draft.provider.kind === 'mock');
  const script = useSession((s) => s.draft.modelScript ?? NO_SCRIPT);
  const tools = useSession((s) => s.draft.tools);
  const actions = useSessionActions();
  const setScript = (next: ModelScript) =>
    actions.updateDraft((d) => ({ ...d, modelScript: next.length > 0 ? next : undefined }));
  const setTurn = (index: number, turn: ModelScriptTurn) =>
    setScript(script.map((old, i) => (i === index ? turn : old)));

  if (!isMock) return <p className="field-hint">{t('script.mockOnly')}</p>;
  return (
    <>
      <p className="field-hint">{t('script.intro')}</p>
      {script.map((turn, index) => (
        <ScriptTurn
          key={index}
          index={index}
          turn={turn}
          onChange={(next) => setTurn(index, next)}
          onRemove={() => setScript(script.filter((_, i) => i !== index))}
        />
      ))}
      <div className="script-add" role="group" aria-label={t('script.add')}>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setScript([...script, { kind: 'text', content: '' }])}
        >
          + {t('script.textReply')}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() =>
            setScript([...script, { kind: 'calls', calls: [{ name: tools[0]?.name ?? '', arguments: '{}' }] }])
          }
        >
          + {t('script.toolCalls')}
        </button>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn-sm"
            onClick={() => setScript([...script, presetTurn(preset, tools)])}
          >
            + {t(`script.preset.${preset}`)}
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
  const { t } = useTranslation('config');
  const ids = { kind: useId(), text: useId() };
  const setCall = (k: number, call: ScriptedCall) =>
    turn.kind === 'calls' && onChange({ kind: 'calls', calls: turn.calls.map((c, i) => (i === k ? call : c)) });
  return (
    <fieldset className="script-turn">
      <legend>{t('script.turn', { number: index + 1 })}</legend>
      <div className="script-turn-head">
        <Field label={t('script.answersWith')} htmlFor={ids.kind}>
          <select
            id={ids.kind}
            className="select"
            value={turn.kind}
            onChange={(e) =>
              onChange(
                e.target.value === 'text'
                  ? { kind: 'text', content: '' }
                  : { kind: 'calls', calls: [{ name: '', arguments: '{}' }] },
              )
            }
          >
            <option value="text">{t('script.kind.text')}</option>
            <option value="calls">{t('script.kind.calls')}</option>
          </select>
        </Field>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={onRemove}
          aria-label={t('script.removeTurn', { number: index + 1 })}
        >
          {t('script.remove')}
        </button>
      </div>
      {turn.kind === 'text' ? (
        <Field label={t('script.text')} htmlFor={ids.text}>
          <textarea
            id={ids.text}
            className="input"
            rows={2}
            value={turn.content}
            onChange={(e) => onChange({ kind: 'text', content: e.target.value })}
          />
        </Field>
      ) : (
        <>
          {turn.calls.map((call, k) => (
            <ScriptCall
              key={k}
              number={k + 1}
              call={call}
              onChange={(c) => setCall(k, c)}
              onRemove={
                turn.calls.length > 1
                  ? () => onChange({ kind: 'calls', calls: turn.calls.filter((_, i) => i !== k) })
                  : undefined
              }
            />
          ))}
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => onChange({ kind: 'calls', calls: [...turn.calls, { name: '', arguments: '{}' }] })}
          >
            + {t('script.anotherCall')}
          </button>
        </>
      )}
    </fieldset>
  );
}

function ScriptCall({
  number,
  call,
  onChange,
  onRemove,
}: {
  number: number;
  call: ScriptedCall;
  onChange(call: ScriptedCall): void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('config');
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
      <Field label={t('script.callName', { number })} htmlFor={ids.name}>
        <input
          id={ids.name}
          className="input mono"
          value={call.name}
          onChange={(e) => onChange({ ...call, name: e.target.value })}
        />
      </Field>
      <Field
        label={t('script.callArguments', { number })}
        htmlFor={ids.args}
        hint={broken ? t('script.notJson') : undefined}
      >
        <textarea
          id={ids.args}
          className="input mono"
          rows={2}
          value={call.arguments}
          onChange={(e) => onChange({ ...call, arguments: e.target.value })}
        />
      </Field>
      {onRemove && (
        <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove}>
          {t('script.removeCall', { number })}
        </button>
      )}
    </div>
  );
}
