// The bar above a session's timeline: how many of its expectations hold now, and, opened, each one with its mark and,
// when it fails, why and at which request and JSON path.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui';
import type { ExpectationResult } from '@loopscope/payloads/loop-tests/types';

export interface ExpectationsBarProps {
  results: readonly ExpectationResult[];
  /** The file the expectations came from. */
  source: string;
  onRemove(): void;
}

export function ExpectationsBar({ results, source, onRemove }: ExpectationsBarProps) {
  const { t } = useTranslation('loop-tests');
  const listId = useId();
  const held = results.filter((r) => r.passed).length;
  const allHold = held === results.length;
  // Open by default while something fails: that is what the user needs to see after a replay or an edit.
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? !allHold;

  return (
    <section className="expectations-bar" aria-label={t('bar.label')} data-all-hold={allHold}>
      <div className="expectations-bar-head">
        <button
          type="button"
          className="btn btn-ghost btn-sm expectations-toggle"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setOpen(!shown)}
        >
          <Badge tone={allHold ? 'success' : 'danger'}>{allHold ? '✓' : '✗'}</Badge>
          <span>{t('bar.summary', { held, count: results.length })}</span>
        </button>
        <span className="expectations-source" title={source}>
          {t('bar.from', { source })}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
          {t('bar.remove')}
        </button>
      </div>
      <ul id={listId} className="expectations-list" hidden={!shown} aria-label={t('bar.label')}>
        {/* What fails first: after a replay that is what the user came to see, and a short screen shows only a few. */}
        {[...results]
          .sort((a, b) => Number(a.passed) - Number(b.passed))
          .map((r, i) => (
            <li key={i} data-held={r.passed}>
              <span className="expectations-mark" aria-hidden="true">
                {r.passed ? '✓' : '✗'}
              </span>
              <span className="ui-visually-hidden">{r.passed ? t('bar.held') : t('bar.failed')}: </span>
              <span className="expectations-label">{r.label}</span>
              {!r.passed && r.problem && <span className="expectations-problem">{r.problem}</span>}
              {!r.passed && r.at && (
                <code className="expectations-at">
                  {r.at.path
                    ? t('bar.at', { request: r.at.request, side: t(`bar.side.${r.at.side}`), path: r.at.path })
                    : t('bar.atBody', { request: r.at.request, side: t(`bar.side.${r.at.side}`) })}
                </code>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
