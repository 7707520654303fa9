// For an exchange rebuilt from a trace span: where it came from and, in words, what the trace did not carry.
import { useTranslation } from 'react-i18next';
import type { TraceOrigin } from '../../wire/exchange';

/** Product and convention names: the same in every language. */
const CONVENTION: Record<TraceOrigin['convention'], string> = { gen_ai: 'OpenTelemetry GenAI', openinference: 'OpenInference', agents: 'OpenAI Agents SDK', langfuse: 'Langfuse' };

export function TraceNote({ trace }: { trace: TraceOrigin }) {
  const { t } = useTranslation('inspector');
  const missing = trace.missing.map((gap) => t(`trace.gap.${gap}`)).join(', ');
  return (
    <p className="insp-note insp-trace-note" role="note">
      {t('trace.note', { convention: CONVENTION[trace.convention], span: trace.spanId })}
      {trace.path && trace.path.length > 0 && ` ${t('trace.path', { path: trace.path.join(' › ') })}`}
      {trace.then && trace.then.length > 0 && ` ${t('trace.then', { spans: trace.then.join(', ') })}`}
      {missing !== '' && ` ${t('trace.missing', { missing })}`}
    </p>
  );
}
