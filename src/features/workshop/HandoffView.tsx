// Seed 000's handoff: the triage agent's loop in one lane, the specialist's request in the other, and a switch for what crosses.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState } from 'react';
import { useSession } from '../../store';
import { countTexts } from '../tokens';
import { chatMessages, HANDOFF_CHOICES, handedOver, specialistRequest, type HandoffChoice } from './handoff';
import { useLesson } from './lesson-context';
import './handoff.css';

type Message = Record<string, unknown>;

function summary(message: Message): string {
  if (Array.isArray(message.tool_calls)) return message.tool_calls.map((c: { function?: { name?: string; arguments?: string } }) => `${c.function?.name}(${c.function?.arguments})`).join(', ');
  return typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
}

function Lane({ title, messages, testId }: { title: string; messages: Message[]; testId: string }) {
  return (
    <section className="handoff-lane" aria-label={title} data-testid={testId}>
      <h3 className="handoff-lane-title">{title}</h3>
      <ol className="handoff-messages" start={0}>
        {messages.map((m, i) => (
          <li key={i} className="handoff-message" data-role={String(m.role)}>
            <span className="handoff-role">{String(m.role)}</span> <span className="handoff-text">{summary(m)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Tokens (o200k_base) of what each choice hands over, counted by the app's tokenizer worker. */
function useHandoffCounts(triage: Message[]): Record<HandoffChoice, number> | null {
  const [counts, setCounts] = useState<Record<HandoffChoice, number> | null>(null);
  const key = JSON.stringify(triage);
  useEffect(() => {
    let live = true;
    const texts = HANDOFF_CHOICES.map((c) => {
      const handed = handedOver(triage, c);
      return typeof handed === 'string' ? handed : JSON.stringify(handed);
    });
    void countTexts(texts).then((n) => live && setCounts({ final: n[0]!, tools: n[1]!, all: n[2]! }));
    return () => {
      live = false;
    };
    // The key stands for the messages' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return counts;
}

export function HandoffView() {
  const { t } = useTranslation('workshop');
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages ?? []);
  const model = useSession((s) => s.engine.config.model);
  const playScenario = useLesson((s) => s.playScenario);
  const busy = useLesson((s) => s.busy);
  const [choice, setChoice] = useState<HandoffChoice>('final');
  const name = useId();
  const triage = chatMessages(entries);
  const finished = triage.some((m, i) => i > 1 && m.role === 'assistant' && typeof m.content === 'string');
  const counts = useHandoffCounts(triage);
  const request = specialistRequest(triage, choice, model);

  return (
    <div className="handoff">
      <p className="lesson-intro">{t('handoffIntro')}</p>
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void playScenario('seed-000-search')}>
        {t('handoffRun')}
      </button>
      {finished && (
        <>
          <fieldset className="lesson-choices handoff-switch">
            <legend>{t('handoffLegend')}</legend>
            {HANDOFF_CHOICES.map((c) => (
              <label key={c} className="lesson-choice">
                <input type="radio" name={name} checked={choice === c} onChange={() => setChoice(c)} />
                {t(`handoffChoice.${c}`)}
                <span className="handoff-count" data-testid={`handoff-count-${c}`}>{counts ? t('handoffTokens', { count: counts[c] }) : t('handoffCounting')}</span>
              </label>
            ))}
          </fieldset>
          <div className="handoff-lanes">
            <Lane title={t('handoffTriage')} messages={triage} testId="lane-triage" />
            <Lane title={t('handoffSpecialist')} messages={request.messages} testId="lane-specialist" />
          </div>
          <details className="handoff-request">
            <summary>{t('handoffRequest')}</summary>
            <pre className="mono" data-testid="specialist-request">{JSON.stringify(request, null, 2)}</pre>
          </details>
        </>
      )}
    </div>
  );
}
