// The payload doctor on the playground's own loop: shown above the inspector only when it has something to say.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '../engine/types';
import { DoctorFindings } from '../features/doctor';
import { diagnoseLoop, wireCallOf } from '../wire/doctor';

export function PlaygroundDoctor({ exchanges }: { exchanges: readonly Exchange[] }) {
  const { t } = useTranslation();
  const findings = useMemo(() => diagnoseLoop(exchanges.map(wireCallOf)), [exchanges]);
  if (findings.length === 0) return null;
  return (
    <details className="playground-doctor">
      <summary>{t('doctorSummary', { count: findings.length })}</summary>
      <DoctorFindings findings={findings} requests={exchanges.length} />
    </details>
  );
}
