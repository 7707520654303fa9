// The payload doctor's public surface: lint a request or a loop, explain each finding, fix what can be fixed.
export { diagnoseLoop, diagnoseRequest, applyFix, applyAllFixes } from './doctor';
export { DOCTOR_RULES } from './rules';
export { formatPath } from './body';
export { DETAILS, TERMS, type DetailMessage, type DetailValue } from './details';
export { wireCallOf, type RecordedBodies } from './wire-call';
export type { DoctorRule, Finding, RuleHit, Severity, WireCall, BodyPath, RepeatedPart } from './types';
export { checkArguments, type ArgumentIssue } from '@loopscope/wire/arguments/check-arguments';
