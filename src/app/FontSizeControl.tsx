// The header's UI size control: smaller, the current size (resets to 100%), larger — three buttons, so Tab and Enter reach it.
import { useTranslation } from 'react-i18next';
import { formatScale, FONT_SCALES, type FontScale } from './font-scale';

export interface FontSizeControlProps {
  scale: FontScale;
  onChange(direction: 1 | -1 | 0): void;
}

export function FontSizeControl({ scale, onChange }: FontSizeControlProps) {
  const { t, i18n } = useTranslation();
  const value = formatScale(scale, i18n.language);
  return (
    <div className="font-size-control" role="group" aria-label={t('fontSize.group')}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => onChange(-1)}
        disabled={scale === FONT_SCALES[0]}
        aria-label={t('fontSize.smaller')}
        title={t('fontSize.smaller')}
      >
        A−
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm font-size-value"
        onClick={() => onChange(0)}
        aria-label={t('fontSize.current', { value })}
        title={t('fontSize.reset')}
      >
        {value}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => onChange(1)}
        disabled={scale === FONT_SCALES.at(-1)}
        aria-label={t('fontSize.larger')}
        title={t('fontSize.larger')}
      >
        A+
      </button>
    </div>
  );
}
