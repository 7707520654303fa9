// For an exchange rebuilt from a trace span: where it came from and, in words, what the trace did not carry; for a recorded
// exchange a trace placed (the Agents SDK's ingest): the spans around it and after it.
import { useTranslation } from 'react-i18next';
import { TRACE_CONVENTION_NAMES } from '@loopscope/payloads/traces/conventions';
import type { TraceOrigin, TracePlacement } from '@loopscope/wire/exchange';

export function TraceNote({ trace }: { trace: TraceOrigin }) {
  const { t } = useTranslation('inspector');
  const missing = trace.missing.map((gap) => t(`trace.gap.${gap}`)).join(', ');
  return (
    <p className="insp-note insp-trace-note" role="note">
      {t('trace.note', { convention: TRACE_CONVENTION_NAMES[trace.convention], span: trace.spanId })}
      {trace.path && trace.path.length > 0 && ` ${t('trace.path', { path: trace.path.join(' › ') })}`}
      {trace.then && trace.then.length > 0 && ` ${t('trace.then', { spans: trace.then.join(', ') })}`}
      {missing !== '' && ` ${t('trace.missing', { missing })}`}
    </p>
  );
}

export function PlacementNote({ placement }: { placement: TracePlacement }) {
  const { t } = useTranslation('inspector');
  return (
    <p className="insp-note insp-trace-note" role="note">
      {t('trace.placed', { convention: TRACE_CONVENTION_NAMES[placement.convention], span: placement.spanId })}
      {placement.path && placement.path.length > 0 && ` ${t('trace.path', { path: placement.path.join(' › ') })}`}
      {placement.then && placement.then.length > 0 && ` ${t('trace.then', { spans: placement.then.join(', ') })}`}
    </p>
  );
}
