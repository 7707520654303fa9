// What many doctor rules share: hits from a list by a per-item test, and one "sent as an object instead of a string" rule for every API style.
import { typeName } from '@loopscope/wire/checks';
import { formatPath, getAt, setAt } from '../body';
import type { BodyPath, DoctorRule, RuleContext, RuleHit } from '../types';
import { say, term } from '../details';

/** One hit per item that `test` flags (it returns the hit, or nothing for a sound item). */
export function hitsWhere<T>(
  items: readonly T[],
  test: (item: T, index: number) => RuleHit | null | undefined | false,
): RuleHit[] {
  return items.flatMap((item, index) => test(item, index) || []);
}

/** Where a tool's result text sits in a request: its path and the value found there. */
export interface ResultSlot {
  path: BodyPath;
  value: unknown;
}

type NotStringSpec = Pick<DoctorRule, 'id' | 'title' | 'styles' | 'why'> &
  Partial<Pick<DoctorRule, 'fix'>> & {
    /** Every tool-result value the request carries. */
    slots(ctx: RuleContext): ResultSlot[];
    /** Besides a string, what the API takes there ("a string or array of objects"): arrays count as sound when it names one. */
    accepts: string;
    /** The API's error for a bad slot, when the API rejects it (built from the path and the value). */
    apiError?(path: string, value: unknown): string;
  };

/**
 * A tool result sent as a JSON object (or a number, a boolean) where the API wants text: Chat's tool message
 * content, Responses' function_call_output.output, Assistants' tool_outputs[].output. The fix writes the JSON text.
 */
export function notStringRule(spec: NotStringSpec): DoctorRule {
  const takesArrays = spec.accepts.includes('array');
  return {
    id: spec.id,
    title: spec.title,
    severity: 'error',
    styles: spec.styles,
    why: spec.why,
    fix: spec.fix ?? 'Serialize the result first: json.dumps(result) in Python, JSON.stringify(result) in JavaScript.',
    check(ctx) {
      return hitsWhere(spec.slots(ctx), ({ path, value }) => {
        if (value === undefined || typeof value === 'string' || (takesArrays && Array.isArray(value))) return null;
        const at = formatPath(path);
        return {
          path,
          ...say('notString', {
            at,
            type: term(value === null ? 'null' : typeName(value)),
            accepts: term(spec.accepts),
          }),
          ...(spec.apiError ? { apiError: spec.apiError(at, value) } : {}),
        };
      });
    },
    apply: (body, hit) => setAt(body, hit.path, JSON.stringify(getAt(body, hit.path) ?? null)),
  };
}
