// The payload doctor on the playground's own loop (built, imported or opened from a capture): shown above the inspector only when it has something to say.
import { useTranslation } from 'react-i18next';
import { DoctorFindings } from '../features/doctor';
import type { Finding } from '../wire/doctor';

export function PlaygroundDoctor({ findings, requests }: { findings: readonly Finding[]; requests: number }) {
  const { t } = useTranslation();
  if (findings.length === 0) return null;
  return (
    <details className="playground-doctor">
      <summary>{t('doctorSummary', { count: findings.length })}</summary>
      <DoctorFindings findings={findings} requests={requests} />
    </details>
  );
}
