// A Responses stream part way through: the output items it has opened so far, each with the text its deltas have built.
import { useTranslation } from 'react-i18next';
import type { EventEffect } from '@loopscope/payloads/streams/stream-assembly';
import type { AssembledItem, ResponsesAssembly } from '@loopscope/wire/responses/stream-items';
import { argumentsValidity, withTail } from './AssembledText';

function ItemHead({ item }: { item: AssembledItem }) {
  return (
    <span className="insp-label">
      output[{item.index}] <b>{item.type}</b>
      {item.name && <b> {item.name}</b>}
      {item.role && <span> · {item.role}</span>}
      {(item.callId ?? item.id) && <span className="insp-muted"> {item.callId ?? item.id}</span>}
      <span className="insp-muted"> · {item.status ?? 'in_progress'}</span>
    </span>
  );
}

export function AssembledItems({
  state,
  lastEffect,
  complete,
}: {
  state: ResponsesAssembly;
  lastEffect: EventEffect | undefined;
  complete: boolean;
}) {
  const { t } = useTranslation('inspector');
  const delta = (index: number) => (lastEffect?.itemDelta?.index === index ? lastEffect.itemDelta.delta : undefined);
  return (
    <section className="insp-assembled" aria-label={t('assembled.label')} aria-live="off" data-testid="assembled-items">
      {state.items.length === 0 && (
        <span className="insp-muted">{complete ? t('assembled.noItems') : t('assembled.noItemYet')}</span>
      )}
      {state.items.map((item) => (
        <div key={item.index} className="insp-assembled-row" data-testid={`assembled-item-${item.index}`}>
          <ItemHead item={item} />
          {item.path !== '' && (
            <>
              <span className="insp-label">
                {item.path}
                {item.type === 'function_call' && (
                  <span className="insp-muted"> · {t(`assembled.${argumentsValidity(item.text)}`)}</span>
                )}
              </span>
              <pre className="insp-assembled-text" data-testid={`assembled-item-text-${item.index}`}>
                {item.text === '' ? (
                  <span className="insp-muted">{t('assembled.nothingYet')}</span>
                ) : (
                  withTail(item.text, delta(item.index))
                )}
              </pre>
            </>
          )}
          {item.encrypted && <span className="insp-muted">{t('assembled.encrypted')}</span>}
        </div>
      ))}
      <div className="insp-assembled-inline">
        <span className="insp-label">status</span>
        <span data-testid="assembled-status">
          {state.status ?? <span className="insp-muted">{t('assembled.notYet')}</span>}
        </span>
        {state.sequence !== null && <span className="insp-muted">· sequence_number {state.sequence}</span>}
        {state.error && <span className="insp-muted">· error {state.error}</span>}
      </div>
    </section>
  );
}
