// Free play: before sending, guess a field of the next request or response; the request goes out for real and the guess is compared.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Dialog } from '../../ui';
import type { ApiStyle } from '@loopscope/engine/types';
import { useSession } from '../../store';
import { useLesson } from './lesson-context';
import { PredictionVerdict } from './PredictionVerdict';

/** What a learner can predict, per API style: a path into the next request or its response. */
type Field = { readonly side: 'request' | 'response'; readonly path: string };

/** Keyed by API style; a style without its own list is asked Chat's. */
const FIELDS: { readonly [S in ApiStyle]?: readonly Field[] } & { readonly chat: readonly Field[] } = {
  chat: [
    { side: 'request', path: 'messages[*].role' },
    { side: 'request', path: 'messages[*].tool_call_id' },
    { side: 'response', path: 'choices[0].finish_reason' },
    { side: 'response', path: 'choices[0].message.tool_calls[*].function.name' },
  ],
  responses: [
    { side: 'request', path: 'input[*].type' },
    { side: 'request', path: 'previous_response_id' },
    { side: 'response', path: 'output[*].type' },
  ],
} as const;

export function PredictNext() {
  const { t } = useTranslation('workshop');
  const [open, setOpen] = useState(false);
  const style = useSession((s) => s.engine.config.apiStyle);
  // A style without fields of its own (Assistants) is asked Chat's.
  const fields = FIELDS[style] ?? FIELDS.chat;
  const [field, setField] = useState(0);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const result = useLesson((s) => s.freePrediction);
  const busy = useLesson((s) => s.busy);
  const predictNext = useLesson((s) => s.predictNext);
  const fieldId = useId();
  const typedId = useId();
  const chosen = fields[field] ?? fields[0]!;

  const send = async () => {
    let guess: unknown;
    try {
      guess = JSON.parse(typed);
    } catch (error) {
      setProblem(t('predictBadJson', { reason: error instanceof Error ? error.message : String(error) }));
      return;
    }
    setChecked(true);
    const refusal = await predictNext(chosen.side, chosen.path, guess);
    setProblem(refusal ? t(`predictRefusal.${refusal.key}`, refusal.params) : null);
  };

  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        {t('predictOpen')}
      </button>
      <Dialog
        open={open}
        title={t('predictOpen')}
        onClose={() => setOpen(false)}
        size="wide"
        description={t('predictFreeIntro')}
        footer={
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
            {t('predictCheck')}
          </button>
        }
      >
        <div className="lesson-predict">
          <label htmlFor={fieldId}>{t('predictField')}</label>
          <select id={fieldId} value={field} onChange={(event) => setField(Number(event.target.value))}>
            {fields.map((f, i) => (
              <option key={f.path} value={i}>
                {t('predictFieldOption', { path: f.path, side: t(`sideName.${f.side}`) })}
              </option>
            ))}
          </select>
          <label htmlFor={typedId}>{t('predictTyped')}</label>
          <textarea
            id={typedId}
            className="lesson-typed mono"
            rows={3}
            value={typed}
            placeholder={t('predictTypedHint')}
            onChange={(event) => setTyped(event.target.value)}
          />
          {problem && (
            <p className="lesson-verdict lesson-wrong" role="alert">
              {problem}
            </p>
          )}
          {result && (
            <PredictionVerdict
              result={result}
              focusOnShow={checked}
              what={t('predictWhat', { path: result.path, side: t(`sideName.${result.side}`), n: result.request })}
            />
          )}
        </div>
      </Dialog>
    </>
  );
}
