// The payload doctor: runs the rule table over a request or a whole loop and applies a rule's fix to a request.
import { formatPath, sameJson } from './body';
import { DOCTOR_RULES } from './rules';
import type { DoctorOptions, DoctorRule, Finding, RuleHit, WireCall } from './types';

function toFinding(rule: DoctorRule, call: number, hit: RuleHit): Finding {
  return {
    rule: rule.id,
    title: rule.title,
    severity: rule.severity,
    call,
    path: hit.path,
    at: formatPath(hit.path),
    detail: hit.detail,
    ...(hit.message ? { message: hit.message } : {}),
    why: rule.why,
    fix: rule.fix,
    ...((hit.apiError ?? rule.apiError) ? { apiError: hit.apiError ?? rule.apiError } : {}),
    fixable: rule.apply !== undefined && hit.fixable !== false,
    ...(hit.repeated ? { repeated: hit.repeated } : {}),
  };
}

function hitsOf(rule: DoctorRule, loop: WireCall[], index: number, options: DoctorOptions = {}): RuleHit[] {
  const call = loop[index];
  return call !== undefined && rule.styles.includes(call.style) ? rule.check({ call, index, loop, ...options }) : [];
}

/** Every finding for every request of a loop (earlier calls give later rules their context). */
export function diagnoseLoop(
  loop: WireCall[],
  rules: readonly DoctorRule[] = DOCTOR_RULES,
  options: DoctorOptions = {},
): Finding[] {
  return loop.flatMap((_, index) =>
    rules.flatMap((rule) => hitsOf(rule, loop, index, options).map((hit) => toFinding(rule, index, hit))),
  );
}

/** Findings for one request on its own. */
export function diagnoseRequest(call: WireCall, rules: readonly DoctorRule[] = DOCTOR_RULES): Finding[] {
  return diagnoseLoop([call], rules);
}

/**
 * The request body of `finding.call` with that finding fixed, or null when its rule has no automatic fix
 * or the finding no longer matches (the body changed since it was found).
 */
export function applyFix(loop: WireCall[], finding: Finding, rules: readonly DoctorRule[] = DOCTOR_RULES): unknown {
  const rule = rules.find((r) => r.id === finding.rule);
  if (!rule?.apply || !finding.fixable) return null;
  const hit = hitsOf(rule, loop, finding.call).find((h) => formatPath(h.path) === finding.at);
  return hit ? rule.apply(loop[finding.call]?.request, hit) : null;
}

/** Enough rounds for every finding of one request; a rule whose fix keeps finding something cannot loop forever. */
const MAX_ROUNDS = 50;

/**
 * The request body of `call` with every fixable finding of it fixed ("apply all fixes"): one fix at a time, the request
 * diagnosed again after each (a fix can move the indexes of the next). Null when the request has no fixable finding.
 * `fixed` lists what was fixed, in the order it was applied.
 */
export function applyAllFixes(
  loop: WireCall[],
  call: number,
  rules: readonly DoctorRule[] = DOCTOR_RULES,
): { body: unknown; fixed: Finding[] } | null {
  let current = loop;
  const fixed: Finding[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = diagnoseLoop(current.slice(0, call + 1), rules).find((f) => f.call === call && f.fixable);
    const body = next ? applyFix(current, next, rules) : null;
    // A fix that changes nothing would be found again: stop rather than list it twice.
    if (!next || body === null || sameJson(body, current[call]?.request)) break;
    fixed.push(next);
    current = current.map((c, i) => (i === call ? { ...c, request: body } : c));
  }
  return fixed.length === 0 ? null : { body: current[call]?.request, fixed };
}
