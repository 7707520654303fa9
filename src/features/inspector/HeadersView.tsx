// Request and response headers as recorded; credential headers are masked again here in case anything slipped past the engine.
import type { Exchange } from '../../store/engine-types';

const SECRET_HEADERS = new Set(['authorization', 'api-key', 'x-api-key', 'openai-api-key', 'cookie', 'set-cookie', 'proxy-authorization']);

/** The engine redacts to `Bearer sk-…wxyz`; a value without the ellipsis was not redacted, so keep only its last 4 characters. */
export function safeHeaderValue(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name.toLowerCase()) || value.includes('…')) return value;
  const scheme = /^(Bearer|Basic)\s+/i.exec(value)?.[0] ?? '';
  const secret = value.slice(scheme.length);
  return `${scheme}${secret.length > 8 ? `${secret.slice(0, 3)}…${secret.slice(-4)}` : '…'}`;
}

function HeaderTable({ caption, headers }: { caption: string; headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  return (
    <table className="insp-headers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={2} className="insp-muted">No headers recorded.</td>
          </tr>
        ) : (
          entries.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{safeHeaderValue(name, value)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function HeadersView({ exchange }: { exchange: Exchange }) {
  return (
    <div className="insp-section">
      <p className="insp-general">
        <span className="insp-method">{exchange.method}</span> <span className="insp-url">{exchange.url}</span>
      </p>
      <HeaderTable caption="Request headers" headers={exchange.requestHeaders} />
      <HeaderTable caption="Response headers" headers={exchange.responseHeaders} />
    </div>
  );
}
