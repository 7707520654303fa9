// The payload doctor on the playground's own loop (built, imported or opened from a capture): shown above the inspector only when it has something to say.
import { useTranslation } from 'react-i18next';
import { DoctorFindings, type DoctorFindingsProps } from '../features/doctor';

/** The findings list's own props: the loop's findings, how its requests are counted and named, and the one-click fix. */
export function PlaygroundDoctor(props: DoctorFindingsProps) {
  const { t } = useTranslation();
  if (props.findings.length === 0) return null;
  return (
    <details className="playground-doctor">
      <summary>{t('doctorSummary', { count: props.findings.length })}</summary>
      <DoctorFindings {...props} />
    </details>
  );
}
