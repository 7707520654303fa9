// The loop's pace beside Run: instant, normal, slow (tool results land one by one), or step by step (one request per Run).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PACES, useSession, useSessionActions, type Pace } from '../../store';

export function PaceSelect() {
  const { t } = useTranslation('controls');
  const id = useId();
  const pace = useSession((s) => s.pace);
  const { setPace } = useSessionActions();
  return (
    <span className="pace-select">
      <label htmlFor={id} className="ui-visually-hidden">
        {t('pace.label')}
      </label>
      <select
        id={id}
        className="select select-sm"
        value={pace}
        onChange={(e) => setPace(e.target.value as Pace)}
        title={t('pace.hint')}
      >
        {PACES.map((p) => (
          <option key={p} value={p}>
            {t(`pace.${p}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
