// The payload doctor's findings for a loop: each names its request and field, says why it breaks and how to fix it.
import { Trans, useTranslation } from 'react-i18next';
import type { DetailValue, Finding } from '@loopscope/payloads/doctor/index';
import { Badge, type BadgeTone } from '../../ui';
import { ApplyAllFixes, type ApplyAllProps } from './ApplyAllFixes';
import { RepeatedParts } from './RepeatedParts';
import { argumentIssueWords } from './argument-issue-words';
import { CodeSpans } from './CodeSpans';
import './doctor.css';

const TONE: Record<Finding['severity'], BadgeTone> = { error: 'danger', warning: 'warning', info: 'info' };

type DoctorT = ReturnType<typeof useTranslation<'doctor'>>['t'];

/** A rule's title, why and fix in the learner's language (the catalogs hold every rule's; the rule's English is the fallback). */
export function ruleWords(t: DoctorT, finding: Finding): { title: string; why: string; fix: string } {
  const words = t(`rules.${finding.rule}` as 'rules', { returnObjects: true, defaultValue: {} }) as Partial<
    Record<'title' | 'why' | 'fix', string>
  >;
  return { title: words.title ?? finding.title, why: words.why ?? finding.why, fix: words.fix ?? finding.fix };
}

interface FindingTextProps {
  finding: Finding;
  /** Say which request and field it is about (left out where the finding sits at its field already). */
  where: boolean;
  onApplyFix?(finding: Finding): void;
  /** The request number shown for the finding's call (default: its place in the loop, counted from 1). */
  requestOf?(call: number): number;
  /** The call that is not sent yet (linted before sending), said as such. */
  unsentCall?: number;
}

/** One value of a detail in words: a term translated, a call's argument problems each in the learner's language. */
function detailValueWords(t: DoctorT, value: DetailValue): string | number {
  if (typeof value !== 'object') return value;
  if ('issues' in value) return value.issues.map((issue) => argumentIssueWords(t, issue)).join(' ');
  return t(`detailTerms.${value.term}` as 'detailTerms', { type: value.type, defaultValue: value.term });
}

/** A finding's detail in the learner's language: its key and values through the catalogs (terms first); its English when it has no key. */
export function detailWords(t: DoctorT, finding: Finding, fieldNamed = false): string {
  const message = finding.message;
  if (!message) return finding.detail;
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [name, detailValueWords(t, value)]),
  );
  // Beside "field <code>messages[2].content</code>:" a detail that would start with that same field says it once: the
  // key's `_atField` variant (i18next context), the key itself where a language has none.
  const context = fieldNamed && message.params.at === finding.at ? 'atField' : undefined;
  return t(`details.${message.key}` as 'details', {
    ...params,
    context,
    defaultValue: finding.detail,
  }) as unknown as string;
}

/** One finding's words: what, where, why, the fix, the API's own error text, and the one-click fix when there is one. */
function FindingText({ finding, where, onApplyFix, requestOf = (call) => call + 1, unsentCall }: FindingTextProps) {
  const { t } = useTranslation('doctor');
  const words = ruleWords(t, finding);
  const detail = detailWords(t, finding, Boolean(where));
  return (
    <>
      <div className="doctor-finding-head">
        <Badge tone={TONE[finding.severity]}>{t(`severity.${finding.severity}`)}</Badge>
        <strong>{words.title}</strong>
      </div>
      <p className="doctor-where">
        {where ? (
          <Trans
            t={t}
            i18nKey={finding.call === unsentCall ? 'whereUnsent' : 'where'}
            values={{ request: requestOf(finding.call), field: finding.at }}
            components={{ code: <code />, detail: <CodeSpans text={detail} /> }}
          />
        ) : (
          <CodeSpans text={detail} />
        )}
      </p>
      {finding.repeated && finding.repeated.length > 0 && (
        <RepeatedParts parts={finding.repeated} requestOf={requestOf} />
      )}
      <p>{words.why}</p>
      <p>
        <span className="doctor-label">{t('fix')}</span> {words.fix}
      </p>
      {finding.apiError && (
        <p className="doctor-api-error">
          <span className="doctor-label">{t('apiAnswers')}</span> <q>{finding.apiError}</q>
        </p>
      )}
      {finding.fixable && onApplyFix && (
        <button type="button" className="btn" onClick={() => onApplyFix(finding)}>
          {t('applyFix')}
        </button>
      )}
    </>
  );
}

/** A finding shown under the field it concerns, in the inspector's body tree. */
export function InlineFinding({ finding, onApplyFix }: { finding: Finding; onApplyFix?(finding: Finding): void }) {
  const { t } = useTranslation('doctor');
  return (
    <div
      role="note"
      aria-label={t('inline', { field: finding.at, title: ruleWords(t, finding).title })}
      className="doctor-finding doctor-inline"
      data-severity={finding.severity}
    >
      <FindingText finding={finding} where={false} onApplyFix={onApplyFix} />
    </div>
  );
}

export interface DoctorFindingsProps {
  findings: readonly Finding[];
  /** Number of the loop's requests, for "request 2 of 3". */
  requests: number;
  /** Present when a fixed request can be replayed; called with a fixable finding. */
  onApplyFix?(finding: Finding): void;
  /**
   * The request number to show for a finding's call (its index in the loop's exchanges), so the doctor names requests as
   * the timeline and inspector do (an Assistants run's polls are part of one request). Default: index + 1.
   */
  requestOf?(call: number): number;
  /** Present when every fix of one request can be applied and replayed at once (shown for requests with several). */
  applyAll?: ApplyAllProps;
  /** The call that is not sent yet: its findings say "not sent yet", and fixing it sends it. */
  unsentCall?: number;
}

export function DoctorFindings({
  findings,
  requests,
  onApplyFix,
  requestOf,
  applyAll,
  unsentCall,
}: DoctorFindingsProps) {
  const { t } = useTranslation('doctor');
  if (findings.length === 0) {
    return (
      <p className="doctor-clean" role="status">
        {t('clean', { count: requests })}
      </p>
    );
  }
  return (
    <>
      {applyAll && <ApplyAllFixes findings={findings} requestOf={requestOf ?? ((call) => call + 1)} {...applyAll} />}
      <ul className="doctor-findings" aria-label={t('findings')}>
        {findings.map((finding) => (
          <li key={findingKey(finding)} className="doctor-finding" data-severity={finding.severity}>
            <FindingText
              finding={finding}
              where
              onApplyFix={onApplyFix}
              requestOf={requestOf}
              unsentCall={unsentCall}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A finding's identity within a loop: its rule, request and field. */
export const findingKey = (finding: Finding) => `${finding.rule}:${finding.call}:${finding.at}`;
