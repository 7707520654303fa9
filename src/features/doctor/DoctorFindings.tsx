// The payload doctor's findings for a loop: each names its request and field, says why it breaks and how to fix it.
import type { Finding } from '../../wire/doctor';
import { Badge, type BadgeTone } from '../../ui';
import './doctor.css';

const TONE: Record<Finding['severity'], BadgeTone> = { error: 'danger', warning: 'warning', info: 'info' };

export interface DoctorFindingsProps {
  findings: Finding[];
  /** Number of the loop's requests, for "request 2 of 3". */
  requests: number;
  /** Present when a fixed request can be replayed; called with a fixable finding. */
  onApplyFix?(finding: Finding): void;
}

export function DoctorFindings({ findings, requests, onApplyFix }: DoctorFindingsProps) {
  if (findings.length === 0) {
    return (
      <p className="doctor-clean" role="status">
        The doctor found nothing wrong in {requests === 1 ? 'this request' : `these ${requests} requests`}.
      </p>
    );
  }
  return (
    <ul className="doctor-findings" aria-label="Doctor findings">
      {findings.map((finding) => (
        <li key={`${finding.rule}:${finding.call}:${finding.at}`} className="doctor-finding" data-severity={finding.severity}>
          <div className="doctor-finding-head">
            <Badge tone={TONE[finding.severity]}>{finding.severity}</Badge>
            <strong>{finding.title}</strong>
          </div>
          <p className="doctor-where">
            Request {finding.call + 1}, field <code>{finding.at}</code>: {finding.detail}
          </p>
          <p>{finding.why}</p>
          <p>
            <span className="doctor-label">Fix:</span> {finding.fix}
          </p>
          {finding.apiError && (
            <p className="doctor-api-error">
              <span className="doctor-label">The API answers:</span> <q>{finding.apiError}</q>
            </p>
          )}
          {finding.fixable && onApplyFix && (
            <button type="button" className="btn" onClick={() => onApplyFix(finding)}>
              Apply fix and replay
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
