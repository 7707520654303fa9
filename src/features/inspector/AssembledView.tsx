// What the client has assembled at one point of the replay; the fragment the latest event added is marked.
import { useTranslation } from 'react-i18next';
import type { Assembled, EventEffect } from '@loopscope/payloads/streams/stream-assembly';
import { AssembledItems } from './AssembledItems';
import { argumentsValidity as validity, withTail } from './AssembledText';

export function AssembledView({
  state,
  lastEffect,
  complete,
}: {
  state: Assembled;
  lastEffect: EventEffect | undefined;
  complete: boolean;
}) {
  const { t } = useTranslation('inspector');
  if (state.responses) return <AssembledItems state={state.responses} lastEffect={lastEffect} complete={complete} />;
  const argDelta = (index: number) =>
    lastEffect?.argumentDeltas
      .filter((d) => d.index === index)
      .map((d) => d.delta)
      .join('');
  return (
    <section className="insp-assembled" aria-label={t('assembled.label')} aria-live="off">
      <div className="insp-assembled-row">
        <span className="insp-label">content</span>
        {state.content === '' ? (
          <span className="insp-muted">{complete ? t('assembled.none') : t('assembled.nothingYet')}</span>
        ) : (
          <pre className="insp-assembled-text" data-testid="assembled-content">
            {withTail(state.content, lastEffect?.contentDelta)}
          </pre>
        )}
      </div>
      {state.toolCalls.map((call) => (
        <div key={call.index} className="insp-assembled-row" data-testid={`assembled-call-${call.index}`}>
          <span className="insp-label">
            tool_calls[{call.index}] <b>{call.name || '…'}</b>
            {call.id && <span className="insp-muted"> {call.id}</span>}
          </span>
          <pre className="insp-assembled-text" data-testid={`assembled-arguments-${call.index}`}>
            {withTail(call.arguments, argDelta(call.index))}
          </pre>
          <span className="insp-muted">
            {t('assembled.arguments', { validity: t(`assembled.${validity(call.arguments)}`) })}
          </span>
        </div>
      ))}
      <div className="insp-assembled-inline">
        <span className="insp-label">finish_reason</span>
        <span>{state.finishReason ?? <span className="insp-muted">{t('assembled.notYet')}</span>}</span>
        {state.done && <span className="insp-muted">{t('assembled.done')}</span>}
      </div>
    </section>
  );
}
