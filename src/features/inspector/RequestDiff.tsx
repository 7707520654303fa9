// What this request sends that the previous one did not: the growing messages list, made visible.
import { DiffView } from '../../ui';
import type { Exchange } from '../../store/engine-types';
import type { RequestItemsDiff } from '../../store';
import { exchangeLabel, parseJson } from './exchange-info';
import { ItemsDiff } from './ItemsDiff';

export function RequestDiff({ current, previous, itemsDiff = null }: { current: Exchange; previous: Exchange | null; itemsDiff?: RequestItemsDiff | null }) {
  if (current.requestBody === null) return <p className="insp-note">This request had no body.</p>;
  if (!previous || previous.requestBody === null) {
    return <p className="insp-note">This is the first request in the list, so there is nothing earlier to compare it with.</p>;
  }
  const before = parseJson(previous.requestBody);
  const after = parseJson(current.requestBody);
  if (!before.ok || !after.ok) return <p className="insp-note">One of the two bodies is not JSON, so they cannot be compared field by field.</p>;
  const beforeLabel = exchangeLabel(previous).toLowerCase();
  const afterLabel = exchangeLabel(current).toLowerCase();
  return (
    <div className="insp-section">
      {itemsDiff && <ItemsDiff diff={itemsDiff} />}
      {itemsDiff ? (
        <p className="insp-note">
          Field by field against the previous request ({beforeLabel}); key order is ignored here — Raw shows the exact bytes.
        </p>
      ) : (
        <p className="insp-note">
          The API keeps no memory between calls, so each request re-sends the whole conversation. Highlighted below is what this
          request adds to the previous one ({beforeLabel}); key order is ignored here — Raw shows the exact bytes.
        </p>
      )}
      <DiffView before={before.value} after={after.value} ariaLabel="Changes since the previous request" beforeLabel={beforeLabel} afterLabel={afterLabel} />
    </div>
  );
}
