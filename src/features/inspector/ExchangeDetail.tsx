// One exchange in full: summary line, then tabs for request (with tokens), response, stream replay, changes and headers.
import { Badge, Tabs, type JsonKey, type TabItem } from '../../ui';
import type { Exchange } from '../../store/engine-types';
import type { RequestItemsDiff } from '../../store';
import type { Finding } from '../../wire/doctor';
import { BodyView } from './BodyView';
import { ErrorView } from './ErrorView';
import { HeadersView } from './HeadersView';
import { RequestDiff } from './RequestDiff';
import { StreamView } from './StreamView';
import { UsageView } from './UsageView';
import { RequestTokens } from './RequestTokens';
import { exchangeLabel, formatDuration, pathOf, statusBadge, usageOf } from './exchange-info';

export type DetailTab = 'request' | 'response' | 'stream' | 'changes' | 'headers';

export interface ExchangeDetailProps {
  exchange: Exchange;
  previous: Exchange | null;
  /** For a Responses request: the Changes tab in terms of items. */
  itemsDiff?: RequestItemsDiff | null;
  tab: DetailTab;
  onTab(tab: DetailTab): void;
  /** A lesson's highlight on this exchange. */
  highlight?: { side: 'request' | 'response'; path: JsonKey[] } | null;
  /** The payload doctor's findings about this request, shown under their fields in the request body. */
  findings?: readonly Finding[];
  onApplyFix?(finding: Finding): void;
}

function tabsFor(exchange: Exchange, findings: number): TabItem<DetailTab>[] {
  const tabs: TabItem<DetailTab>[] = [
    findings > 0
      ? { id: 'request', label: <>Request <span className="insp-tab-count">{findings}</span></>, ariaLabel: `Request, ${findings === 1 ? '1 doctor finding' : `${findings} doctor findings`}` }
      : { id: 'request', label: 'Request' },
    { id: 'response', label: 'Response' },
  ];
  if (exchange.streamed) tabs.push({ id: 'stream', label: `Stream (${exchange.events.length})`, ariaLabel: `Stream, ${exchange.events.length} events` });
  tabs.push({ id: 'changes', label: 'Changes' }, { id: 'headers', label: 'Headers' });
  return tabs;
}

function ResponsePanel({ exchange, highlightPath }: { exchange: Exchange; highlightPath?: JsonKey[] }) {
  return (
    <div className="insp-section">
      <ErrorView exchange={exchange} />
      {exchange.status !== null && exchange.status < 400 && <UsageView usage={usageOf(exchange)} />}
      {exchange.streamed && (
        <p className="insp-note">
          Streamed as {exchange.events.length} server-sent events; below is their exact concatenated text. The Stream tab replays them.
        </p>
      )}
      {exchange.responseBody === null ? (
        <p className="insp-note">
          {exchange.state === 'pending'
            ? 'Waiting for the response…'
            : exchange.state === 'failed'
              ? 'No HTTP response arrived, so there is no body.'
              : (exchange.error ?? 'No response body was recorded.')}
        </p>
      ) : (
        <BodyView key={exchange.id} text={exchange.responseBody} label="Response body" format={exchange.streamed ? 'text' : 'json'} highlightPath={highlightPath} />
      )}
    </div>
  );
}

export function ExchangeDetail({ exchange, previous, itemsDiff = null, tab, onTab, highlight = null, findings = [], onApplyFix }: ExchangeDetailProps) {
  const tabs = tabsFor(exchange, findings.length);
  const shown = tabs.some((t) => t.id === tab) ? tab : 'response';
  const summary = `${exchangeLabel(exchange)}: ${exchange.method} ${pathOf(exchange.url)}`;
  return (
    <section className="insp-detail" aria-label={`Exchange details, ${summary}`}>
      <header className="insp-summary">
        <span className="insp-method">{exchange.method}</span>
        <span className="insp-path" title={exchange.url}>{pathOf(exchange.url)}</span>
        <Badge tone={statusBadge(exchange).tone}>{statusBadge(exchange).label}</Badge>
        <span className="insp-muted">{formatDuration(exchange.durationMs)}</span>
        <span className="insp-muted">{exchangeLabel(exchange)}</span>
      </header>
      <Tabs tabs={tabs} selected={shown} onSelect={onTab} ariaLabel="Exchange sections">
        {shown === 'request' &&
          (exchange.requestBody === null ? (
            <p className="insp-note">This {exchange.method} request had no body.</p>
          ) : (
            <div className="insp-section">
              <RequestTokens exchange={exchange} />
              <BodyView
                key={exchange.id}
                text={exchange.requestBody}
                label="Request body"
                highlightPath={highlight?.side === 'request' ? highlight.path : undefined}
                findings={findings}
                onApplyFix={onApplyFix}
              />
            </div>
          ))}
        {shown === 'response' && <ResponsePanel exchange={exchange} highlightPath={highlight?.side === 'response' ? highlight.path : undefined} />}
        {shown === 'stream' && <div className="insp-section"><StreamView key={exchange.id} events={exchange.events} /></div>}
        {shown === 'changes' && <RequestDiff current={exchange} previous={previous} itemsDiff={itemsDiff} />}
        {shown === 'headers' && <HeadersView exchange={exchange} />}
      </Tabs>
    </section>
  );
}
