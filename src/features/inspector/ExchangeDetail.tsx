// One exchange in full: summary line, then tabs for request (with tokens), response, stream replay, changes and headers.
import { useTranslation } from 'react-i18next';
import { Badge, Tabs, type JsonKey, type TabItem } from '../../ui';
import type { Exchange } from '@loopscope/engine/types';
import { callNumbers, steeringSentWith, type RequestItemsDiff } from '../../store';
import { useMemo } from 'react';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { BodyView } from './BodyView';
import { ErrorView } from './ErrorView';
import { HeadersView } from './HeadersView';
import { RequestDiff } from './RequestDiff';
import { StreamView } from './StreamView';
import { PlacementNote, TraceNote } from './TraceNote';
import { UsageView } from './UsageView';
import { RequestTokens } from './RequestTokens';
import { exchangeLabel, formatDuration, pathOf, statusBadge, usageOf, type InspectorT } from './exchange-info';
import { isFramed } from '@loopscope/wire/wires';

export type DetailTab = 'request' | 'response' | 'stream' | 'changes' | 'headers';

export interface ExchangeDetailProps {
  exchange: Exchange;
  previous: Exchange | null;
  /** The exchanges around it, from which the server's held state (chain, conversation) is replayed for its token estimate. */
  exchanges?: readonly Exchange[];
  /** For a Responses request: the Changes tab in terms of items. */
  itemsDiff?: RequestItemsDiff | null;
  tab: DetailTab;
  onTab(tab: DetailTab): void;
  /** A lesson's highlight on this exchange. */
  highlight?: { side: 'request' | 'response'; path: JsonKey[] } | null;
  /** The payload doctor's findings about this request, shown under their fields in the request body. */
  findings?: readonly Finding[];
  onApplyFix?(finding: Finding): void;
  /** Present where this exchange can be exported on its own (as a file or code). */
  onExport?(): void;
  /** Sends this request again to other models side by side (Chat Completions and Responses calls only). */
  onTryModels?(): void;
  /** Its place in the list, for the export button's name ("Export request 2 ..."). */
  index?: number;
}

function tabsFor(exchange: Exchange, findings: number, t: InspectorT): TabItem<DetailTab>[] {
  const tabs: TabItem<DetailTab>[] = [
    findings > 0
      ? // The count is worded ("· 3 findings"): a bare number beside "Request" read as "Request 3", another request.
        {
          id: 'request',
          label: (
            <>
              {t('detail.request')}{' '}
              <span className="insp-tab-count">{t('detail.findingsCount', { count: findings })}</span>
            </>
          ),
          ariaLabel: t('detail.requestFindings', { count: findings }),
        }
      : { id: 'request', label: t('detail.request') },
    { id: 'response', label: t('detail.response') },
  ];
  // A WebSocket turn's events are frames both ways; the same replay shows them.
  const framed = isFramed(exchange);
  if (exchange.streamed)
    tabs.push({
      id: 'stream',
      label: t(framed ? 'detail.frames' : 'detail.stream', { count: exchange.events.length }),
      ariaLabel: t(framed ? 'detail.framesLabel' : 'detail.streamLabel', { count: exchange.events.length }),
    });
  tabs.push({ id: 'changes', label: t('detail.changes') }, { id: 'headers', label: t('detail.headers') });
  return tabs;
}

/** A socket turn that carried steering: the text the server put ahead of this turn's input, sent on the turn before. */
function SteeringCarried({ exchange, exchanges }: { exchange: Exchange; exchanges: readonly Exchange[] }) {
  const { t } = useTranslation('inspector');
  const notes = steeringSentWith(exchanges, exchange);
  if (notes.length === 0) return null;
  return (
    <div className="insp-note insp-steering" role="note" aria-label={t('stream.steeringLabel')}>
      {notes.map((note, i) => (
        <p key={i}>
          {t('stream.steeringCarried', { step: note.steeredStep })} <q>{note.text}</q>
          {note.waitingFor.length > 0 && <> {t('stream.steeringWhy', { calls: note.waitingFor.join(', ') })}</>}
        </p>
      ))}
    </div>
  );
}

function ResponsePanel({ exchange, highlightPath }: { exchange: Exchange; highlightPath?: JsonKey[] }) {
  const { t } = useTranslation('inspector');
  return (
    <div className="insp-section">
      <ErrorView exchange={exchange} />
      {exchange.status !== null && exchange.status < 400 && <UsageView usage={usageOf(exchange)} />}
      {exchange.streamed && (
        <p className="insp-note">
          {t(isFramed(exchange) ? 'detail.framedAs' : 'detail.streamedAs', { count: exchange.events.length })}
        </p>
      )}
      {exchange.responseBody === null ? (
        <p className="insp-note">
          {exchange.state === 'pending'
            ? t('detail.waiting')
            : exchange.state === 'failed'
              ? t('detail.noResponse')
              : (exchange.error ?? t('detail.noBody'))}
        </p>
      ) : (
        <BodyView
          key={exchange.id}
          text={exchange.responseBody}
          label={t('detail.responseBody')}
          format={exchange.streamed ? 'text' : 'json'}
          highlightPath={highlightPath}
        />
      )}
    </div>
  );
}

export function ExchangeDetail({
  exchange,
  previous,
  exchanges = [],
  itemsDiff = null,
  tab,
  onTab,
  highlight = null,
  findings = [],
  onApplyFix,
  onExport,
  onTryModels,
  index = 0,
}: ExchangeDetailProps) {
  const { t, i18n } = useTranslation('inspector');
  const { t: timelineT } = useTranslation('timeline');
  const tabs = tabsFor(exchange, findings.length, t);
  const shown = tabs.some((item) => item.id === tab) ? tab : 'response';
  const badge = statusBadge(exchange, t, timelineT);
  const number = useMemo(() => callNumbers(exchanges).get(exchange.id), [exchanges, exchange.id]);
  const summary = `${exchangeLabel(exchange, t, number)}: ${exchange.method} ${pathOf(exchange.url)}`;
  return (
    <section className="insp-detail" aria-label={t('detail.label', { summary })}>
      <header className="insp-summary">
        <span className="insp-method">{exchange.method}</span>
        <span className="insp-path" title={exchange.url}>
          {pathOf(exchange.url)}
        </span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="insp-muted">{formatDuration(exchange.durationMs, t, i18n.language)}</span>
        <span className="insp-muted">{exchangeLabel(exchange, t, number)}</span>
        {onExport && (
          <button
            type="button"
            className="btn btn-sm insp-export"
            onClick={onExport}
            aria-label={t('detail.exportName', { number: index + 1 })}
          >
            {t('detail.export')}
          </button>
        )}
        {onTryModels && (
          <button
            type="button"
            className="btn btn-sm"
            onClick={onTryModels}
            aria-label={t('detail.tryModelsName', { number: index + 1 })}
          >
            {t('detail.tryModels')}
          </button>
        )}
      </header>
      {exchange.trace && <TraceNote trace={exchange.trace} />}
      {exchange.placement && <PlacementNote placement={exchange.placement} />}
      <Tabs tabs={tabs} selected={shown} onSelect={onTab} ariaLabel={t('detail.sections')}>
        {shown === 'request' &&
          (exchange.requestBody === null ? (
            <p className="insp-note">{t('detail.requestNoBody', { method: exchange.method })}</p>
          ) : (
            <div className="insp-section">
              <RequestTokens exchange={exchange} exchanges={exchanges} />
              <BodyView
                key={exchange.id}
                text={exchange.requestBody}
                label={t('detail.requestBody')}
                highlightPath={highlight?.side === 'request' ? highlight.path : undefined}
                findings={findings}
                onApplyFix={onApplyFix}
              />
            </div>
          ))}
        {shown === 'response' && (
          <ResponsePanel
            exchange={exchange}
            highlightPath={highlight?.side === 'response' ? highlight.path : undefined}
          />
        )}
        {shown === 'stream' && (
          <>
            {/* Outside the section's grid: its column grows with the frames' longest line, the note wraps to the panel. */}
            <SteeringCarried exchange={exchange} exchanges={exchanges ?? []} />
            <div className="insp-section">
              <StreamView key={exchange.id} events={exchange.events} />
            </div>
          </>
        )}
        {shown === 'changes' && <RequestDiff current={exchange} previous={previous} itemsDiff={itemsDiff} />}
        {shown === 'headers' && <HeadersView exchange={exchange} />}
      </Tabs>
    </section>
  );
}
