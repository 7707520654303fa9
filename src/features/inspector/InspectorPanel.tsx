// The inspector: every recorded HTTP exchange of the active branch and, for the selected one, exactly what crossed the wire.
import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Exchange } from '@loopscope/engine/types';
import { requestItemsDiff } from '../../store';
import type { JsonKey } from '../../ui';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { ExchangeList } from './ExchangeList';
import { ExchangePicker } from './ExchangePicker';
import { PayloadFocus } from './focus-context';
import { ExchangeDetail, type DetailTab } from './ExchangeDetail';
import { previousRequest } from './exchange-info';
import { frozenStep } from '@loopscope/payloads/step-models/step-models';

const canResend = (exchange: Exchange) => frozenStep(exchange) !== null;
import './inspector.css';

export interface InspectorPanelProps {
  exchanges: Exchange[];
  /** The exchange to show; null shows the latest one (a network panel follows new traffic until you pick a row). */
  selectedExchangeId: string | null;
  onSelect(id: string): void;
  /** Tab to open first (default "response"); the chosen tab then stays while the selection changes. */
  initialTab?: DetailTab;
  /** A field a lesson points at: its exchange's tab opens on that side with the field marked. */
  highlight?: InspectorHighlight | null;
  /** The payload doctor's findings for these exchanges (`call` is an index into `exchanges`), shown at their fields. */
  findings?: readonly Finding[];
  /** Present when a fixed request can be replayed from a finding. */
  onApplyFix?(finding: Finding): void;
  /** Present where one exchange can be exported on its own; `index` is its place in `exchanges`. */
  onExportExchange?(exchange: Exchange, index: number): void;
  /** Offered for the requests that can be sent again as one step (a model call with a JSON body). */
  onTryModels?(exchange: Exchange, index: number): void;
  /** Focus the payload: the list becomes a one-line picker and the help notes step aside, so the body gets the height. */
  focused?: boolean;
}

export interface InspectorHighlight {
  exchangeId: string;
  side: 'request' | 'response';
  path: JsonKey[];
}

export function InspectorPanel({
  exchanges,
  selectedExchangeId,
  onSelect,
  initialTab = 'response',
  highlight = null,
  findings = [],
  onApplyFix,
  onExportExchange,
  onTryModels,
  focused = false,
}: InspectorPanelProps) {
  const { t } = useTranslation('inspector');
  const [tab, setTab] = useState<DetailTab>(initialTab);
  // A new highlight (by value: the parent builds a fresh object each render) opens its side once; the tabs stay the user's after.
  const highlightKey = highlight ? `${highlight.exchangeId} ${highlight.side} ${JSON.stringify(highlight.path)}` : null;
  const [highlightShown, setHighlightShown] = useState<string | null>(null);
  if (highlight && highlightKey !== highlightShown) {
    setHighlightShown(highlightKey);
    setTab(highlight.side);
  }

  if (exchanges.length === 0) {
    return (
      <div className="insp-empty">
        <p className="insp-empty-title">{t('empty.title')}</p>
        <p>
          <Trans t={t} i18nKey="empty.body" components={{ b: <strong /> }} />
        </p>
      </div>
    );
  }

  const selected = exchanges.find((e) => e.id === selectedExchangeId) ?? exchanges[exchanges.length - 1]!;
  // A Responses request is compared with the previous Responses request (not a POST /conversations in between).
  const itemsDiff = requestItemsDiff(exchanges, selected.id);
  const previous = exchanges.find((e) => e.id === itemsDiff?.previousId) ?? previousRequest(exchanges, selected.id);
  const index = exchanges.indexOf(selected);
  return (
    <PayloadFocus.Provider value={focused}>
      <div className="insp" data-focused={focused || undefined}>
        {focused ? (
          <ExchangePicker exchanges={exchanges} selectedId={selected.id} onSelect={onSelect} />
        ) : (
          <ExchangeList exchanges={exchanges} selectedId={selected.id} onSelect={onSelect} />
        )}
        <ExchangeDetail
          key={selected.id}
          exchange={selected}
          previous={previous}
          exchanges={exchanges}
          itemsDiff={itemsDiff}
          tab={tab}
          onTab={setTab}
          highlight={highlight?.exchangeId === selected.id ? highlight : null}
          findings={findings.filter((finding) => finding.call === index)}
          onApplyFix={onApplyFix}
          index={index}
          onExport={onExportExchange ? () => onExportExchange(selected, index) : undefined}
          onTryModels={onTryModels && canResend(selected) ? () => onTryModels(selected, index) : undefined}
        />
      </div>
    </PayloadFocus.Provider>
  );
}
