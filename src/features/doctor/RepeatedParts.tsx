// The stuck-loop findings' evidence: each repeated call side by side, one column per request, arguments over result.
import { useTranslation } from 'react-i18next';
import type { RepeatedPart } from '@loopscope/payloads/doctor/index';

/** A long result is cut: the columns show that it repeats, the inspector shows it whole. */
const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function RepeatedParts({
  parts,
  requestOf,
}: {
  parts: readonly RepeatedPart[];
  requestOf(call: number): number;
}) {
  const { t } = useTranslation('doctor');
  return (
    <div className="doctor-repeated" role="group" aria-label={t('repeated')}>
      <span className="doctor-label">{t('repeated')}</span>
      <ol className="doctor-repeated-parts">
        {parts.map((part, i) => (
          <li key={i} className="doctor-repeated-part">
            <span className="doctor-repeated-request">{t('requestN', { request: requestOf(part.call) })}</span>
            <code className="doctor-repeated-name">{part.name}</code>
            <span className="doctor-repeated-label">{t('arguments')}</span>
            <pre>{clip(part.args)}</pre>
            <span className="doctor-repeated-label">{t('result')}</span>
            <pre>{clip(part.result)}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
