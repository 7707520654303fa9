// The exchange list as one line, for when the payload has the inspector to itself (focus mode, short screens).
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { callNumbers } from '../../store';
import { exchangeLabel, pathOf, statusBadge } from './exchange-info';

export function ExchangePicker({
  exchanges,
  selectedId,
  onSelect,
}: {
  exchanges: Exchange[];
  selectedId: string;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('inspector');
  const { t: tt } = useTranslation('timeline');
  const id = useId();
  const numbers = useMemo(() => callNumbers(exchanges), [exchanges]);
  return (
    <div className="insp-picker">
      <label htmlFor={id}>{t('picker.label')}</label>
      <select id={id} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {exchanges.map((exchange) => (
          <option key={exchange.id} value={exchange.id}>
            {`${exchangeLabel(exchange, t, numbers.get(exchange.id))} · ${exchange.method} ${pathOf(exchange.url)} · ${statusBadge(exchange, t, tt).label}`}
          </option>
        ))}
      </select>
    </div>
  );
}
