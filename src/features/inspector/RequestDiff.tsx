// What this request sends that the previous one did not: the growing messages list, made visible.
import { useTranslation } from 'react-i18next';
import { DiffView } from '../../ui';
import type { Exchange } from '@loopscope/engine/types';
import type { RequestItemsDiff } from '../../store';
import { exchangeLabel, parseJson } from './exchange-info';
import { ItemsDiff } from './ItemsDiff';

export function RequestDiff({
  current,
  previous,
  itemsDiff = null,
}: {
  current: Exchange;
  previous: Exchange | null;
  itemsDiff?: RequestItemsDiff | null;
}) {
  const { t } = useTranslation('inspector');
  if (current.requestBody === null) return <p className="insp-note">{t('diff.noBody')}</p>;
  if (!previous || previous.requestBody === null) {
    return <p className="insp-note">{t('diff.first')}</p>;
  }
  const before = parseJson(previous.requestBody);
  const after = parseJson(current.requestBody);
  if (!before.ok || !after.ok) return <p className="insp-note">{t('diff.notJson')}</p>;
  const beforeLabel = exchangeLabel(previous, t).toLowerCase();
  const afterLabel = exchangeLabel(current, t).toLowerCase();
  return (
    <div className="insp-section">
      {itemsDiff && <ItemsDiff diff={itemsDiff} />}
      {itemsDiff ? (
        <p className="insp-note">{t('diff.fieldByField', { previous: beforeLabel })}</p>
      ) : (
        <p className="insp-note">{t('diff.intro', { previous: beforeLabel })}</p>
      )}
      <DiffView
        before={before.value}
        after={after.value}
        ariaLabel={t('diff.label')}
        beforeLabel={beforeLabel}
        afterLabel={afterLabel}
      />
    </div>
  );
}
