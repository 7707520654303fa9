// The payload doctor on the playground's own loop (built, imported or opened from a capture): shown above the inspector only when it has something to say.
import { DoctorFindings } from '../features/doctor';
import type { Finding } from '../wire/doctor';

export function PlaygroundDoctor({ findings, requests }: { findings: readonly Finding[]; requests: number }) {
  if (findings.length === 0) return null;
  return (
    <details className="playground-doctor">
      <summary>Doctor: {findings.length === 1 ? '1 finding' : `${findings.length} findings`} in these requests</summary>
      <DoctorFindings findings={findings} requests={requests} />
    </details>
  );
}
