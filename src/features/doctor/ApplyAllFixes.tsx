// "Apply all fixes" for one request: the combined diff of every fixable finding shown first, then one fork that replays it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { Dialog, DiffView } from '../../ui';

/** The request body as sent and with every fix applied, for the combined diff. */
export interface AllFixesPreview {
  before: unknown;
  after: unknown;
}

export interface ApplyAllProps {
  /** The combined change for request `call`, or null when the fixes no longer apply. */
  previewAll(call: number): AllFixesPreview | null;
  onApplyAll(call: number): void;
}

/** The requests (by `call`) with more than one fixable finding: one fix at a time would replay into the next 400. */
export function callsWithSeveralFixes(findings: readonly Finding[]): { call: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const f of findings) if (f.fixable) counts.set(f.call, (counts.get(f.call) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([call, count]) => ({ call, count }));
}

/** One button per request with several fixable findings; it opens the combined diff, whose main action replays. */
export function ApplyAllFixes({
  findings,
  requestOf,
  previewAll,
  onApplyAll,
}: ApplyAllProps & { findings: readonly Finding[]; requestOf(call: number): number }) {
  const { t } = useTranslation('doctor');
  const [open, setOpen] = useState<{ call: number; count: number; preview: AllFixesPreview } | null>(null);
  const calls = callsWithSeveralFixes(findings);
  if (calls.length === 0) return null;
  const apply = () => {
    if (!open) return;
    setOpen(null);
    onApplyAll(open.call);
  };
  return (
    <div className="doctor-apply-all">
      {calls.map(({ call, count }) => (
        <button
          key={call}
          type="button"
          className="btn"
          data-return-focus={`apply-all-${call}`}
          // After the replay this button is gone (its fixes are applied): the keyboard goes on from the messages.
          data-return-focus-else="#timeline-title"
          onClick={() => {
            const preview = previewAll(call);
            if (preview) setOpen({ call, count, preview });
          }}
        >
          {t('applyAll', { count, request: requestOf(call) })}
        </button>
      ))}
      <Dialog
        open={open !== null}
        size="wide"
        title={t('applyAllTitle', { count: open?.count ?? 0, request: open ? requestOf(open.call) : 0 })}
        description={t('applyAllDescription')}
        onClose={() => setOpen(null)}
        onSubmit={apply}
        submitHint={t('applyAllHint')}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setOpen(null)}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={apply}>
              {t('applyAllReplay')}
            </button>
          </>
        }
      >
        {open && (
          <DiffView
            before={open.preview.before}
            after={open.preview.after}
            ariaLabel={t('applyAllDiff')}
            beforeLabel={t('asSent')}
            afterLabel={t('fixed')}
          />
        )}
      </Dialog>
    </div>
  );
}
