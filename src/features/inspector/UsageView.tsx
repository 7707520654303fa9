// Token usage as the server reported it, with the "usage" field explained on focus.
import { Trans, useTranslation } from 'react-i18next';
import { InfoTip } from '../../ui';
import type { UsageView as Usage } from './exchange-info';

export function UsageView({ usage }: { usage: Usage | null }) {
  const { t, i18n } = useTranslation('inspector');
  const fmt = (n: number | null) => (n === null ? '—' : n.toLocaleString(i18n.language));
  return (
    <div className="insp-usage">
      <InfoTip title="usage" body={t('usage.note')}>
        {t('usage.title')}
      </InfoTip>
      {usage ? (
        <span>
          <Trans
            t={t}
            i18nKey="usage.counts"
            values={{ prompt: fmt(usage.prompt), completion: fmt(usage.completion), total: fmt(usage.total) }}
            components={{ b: <b /> }}
          />
        </span>
      ) : (
        <span className="insp-muted">{t('usage.notReported')}</span>
      )}
    </div>
  );
}
