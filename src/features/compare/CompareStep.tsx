// One step of a comparison: whether the two requests match byte for byte, and when they differ, how (folded until opened).
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DiffView } from '../../ui';
import type { StepPair } from '../../store';

function parse(body: string | null): { ok: true; value: unknown } | { ok: false } {
  if (body === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function verdict(t: TFunction<'compare'>, pair: StepPair, leftLabel: string, rightLabel: string): string {
  if (!pair.left) return t('onlySent', { side: rightLabel });
  if (!pair.right) return t('onlySent', { side: leftLabel });
  return pair.sameRequest ? t('sameBytes') : t('differs');
}

export function CompareStep({
  pair,
  leftLabel,
  rightLabel,
}: {
  pair: StepPair;
  leftLabel: string;
  rightLabel: string;
}) {
  const { t } = useTranslation('compare');
  const [open, setOpen] = useState(!pair.sameRequest && pair.left !== null && pair.right !== null);
  const text = verdict(t, pair, leftLabel, rightLabel);
  const before = parse(pair.left?.requestBody ?? null);
  const after = parse(pair.right?.requestBody ?? null);
  return (
    <li className="compare-step" data-verdict={pair.sameRequest ? 'same' : 'differs'}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span className="compare-step-title">{t('request', { step: pair.step })}</span>
          <span className={`compare-verdict compare-verdict-${pair.sameRequest ? 'same' : 'differs'}`}>{text}</span>
          <span className="compare-status">
            {pair.left?.status ?? '—'} · {pair.right?.status ?? '—'}
          </span>
        </summary>
        {open &&
          (before.ok && after.ok ? (
            <DiffView
              before={before.value}
              after={after.value}
              ariaLabel={t('requestDiff', { step: pair.step, left: leftLabel, right: rightLabel })}
              beforeLabel={leftLabel}
              afterLabel={rightLabel}
            />
          ) : (
            <p className="compare-note">
              {pair.left && pair.right ? t('notJson') : t('noCounterpart', { step: pair.step })}
            </p>
          ))}
      </details>
    </li>
  );
}
