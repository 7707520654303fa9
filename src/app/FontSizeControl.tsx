// The header's UI size control: smaller, the current size (resets to 100%), larger — three buttons, so Tab and Enter reach it.
import { formatScale, FONT_SCALES, type FontScale } from './font-scale';

export interface FontSizeControlProps {
  scale: FontScale;
  onChange(direction: 1 | -1 | 0): void;
}

export function FontSizeControl({ scale, onChange }: FontSizeControlProps) {
  return (
    <div className="font-size-control" role="group" aria-label="Text size">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(-1)} disabled={scale === FONT_SCALES[0]} aria-label="Smaller text" title="Smaller text">
        A−
      </button>
      <button type="button" className="btn btn-ghost btn-sm font-size-value" onClick={() => onChange(0)} aria-label={`Text size ${formatScale(scale)} (reset to 100%)`} title="Reset to 100%">
        {formatScale(scale)}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(1)} disabled={scale === FONT_SCALES.at(-1)} aria-label="Larger text" title="Larger text">
        A+
      </button>
    </div>
  );
}
