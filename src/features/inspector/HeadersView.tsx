// Request and response headers as recorded; credential headers are masked again here in case anything slipped past the engine.
// A header the exchange's wire gives a meaning of its own (MCP's revision, method and name) explains itself on hover or focus.
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@loopscope/engine/types';
import { safeHeaderValue } from '@loopscope/payloads/secret-headers';
import { InfoTip } from '../../ui';
import { describesHeader } from '@loopscope/wire/wires';

function HeaderName({ exchange, name }: { exchange: Exchange; name: string }) {
  const { t } = useTranslation('inspector');
  const notes: Record<string, string> = t('headerNotes', { returnObjects: true });
  const note = describesHeader(exchange, name) ? notes[name.toLowerCase()] : undefined;
  return note ? (
    <InfoTip title={name} body={note}>
      {name}
    </InfoTip>
  ) : (
    <>{name}</>
  );
}

function HeaderTable({
  caption,
  headers,
  exchange,
}: {
  caption: string;
  headers: Record<string, string>;
  exchange: Exchange;
}) {
  const { t } = useTranslation('inspector');
  const entries = Object.entries(headers);
  return (
    <table className="insp-headers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('headers.name')}</th>
          <th scope="col">{t('headers.value')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={2} className="insp-muted">
              {t('headers.none')}
            </td>
          </tr>
        ) : (
          entries.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <HeaderName exchange={exchange} name={name} />
              </th>
              <td>{safeHeaderValue(name, value)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function HeadersView({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation('inspector');
  return (
    <div className="insp-section">
      <p className="insp-general">
        <span className="insp-method">{exchange.method}</span> <span className="insp-url">{exchange.url}</span>
      </p>
      <HeaderTable caption={t('headers.request')} headers={exchange.requestHeaders} exchange={exchange} />
      <HeaderTable caption={t('headers.response')} headers={exchange.responseHeaders} exchange={exchange} />
    </div>
  );
}
