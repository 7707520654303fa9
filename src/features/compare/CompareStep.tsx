// One step of a comparison: whether the two requests match byte for byte, and when they differ, how (folded until opened).
import { useState } from 'react';
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

function verdict(pair: StepPair, leftLabel: string, rightLabel: string): string {
  if (!pair.left) return `only ${rightLabel} sent it`;
  if (!pair.right) return `only ${leftLabel} sent it`;
  return pair.sameRequest ? 'same bytes' : 'differs';
}

export function CompareStep({ pair, leftLabel, rightLabel }: { pair: StepPair; leftLabel: string; rightLabel: string }) {
  const [open, setOpen] = useState(!pair.sameRequest && pair.left !== null && pair.right !== null);
  const text = verdict(pair, leftLabel, rightLabel);
  const before = parse(pair.left?.requestBody ?? null);
  const after = parse(pair.right?.requestBody ?? null);
  return (
    <li className="compare-step" data-verdict={pair.sameRequest ? 'same' : 'differs'}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span className="compare-step-title">Request {pair.step}</span>
          <span className={`compare-verdict compare-verdict-${pair.sameRequest ? 'same' : 'differs'}`}>{text}</span>
          <span className="compare-status">
            {pair.left?.status ?? '—'} · {pair.right?.status ?? '—'}
          </span>
        </summary>
        {open &&
          (before.ok && after.ok ? (
            <DiffView before={before.value} after={after.value} ariaLabel={`Request ${pair.step}: ${rightLabel} compared with ${leftLabel}`} beforeLabel={leftLabel} afterLabel={rightLabel} />
          ) : (
            <p className="compare-note">{pair.left && pair.right ? 'One of the two bodies is not JSON, so they cannot be compared field by field.' : `There is no request ${pair.step} on the other side.`}</p>
          ))}
      </details>
    </li>
  );
}
