// The payload doctor's view: findings listed for a loop and shown under the fields they concern, with their fixes.
export { DoctorFindings, InlineFinding, findingKey, type DoctorFindingsProps } from './DoctorFindings';
export { useLoopFindings } from './use-loop-findings';
export { useArgumentIssueWords } from './argument-issue-words';
export { CodeSpans } from './CodeSpans';
