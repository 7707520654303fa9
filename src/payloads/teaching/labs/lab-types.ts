// A classic mistake as data — the one source of truth shared by the break-it labs, the mistake scenarios and the timeline's fix note:
// what is broken, how the lab makes it happen for real, the real API's error (vendor/wire-rules/wire-rules.md) and the fix.
import type { PayloadStyleName } from '../../payload-style';

/** The API style the lab's loop runs in. */
export type LabStyle = PayloadStyleName;
export type JsonBody = Record<string, unknown>;

export interface ExpectedError {
  status: number;
  /** The real message; ids and indexes the server fills in appear as `{…}` placeholders (`{response_id}`, `{index}`). */
  message: string;
  param: string | null;
  code: string | null;
}

export interface BreakItLab {
  id: string;
  style: LabStyle;
  /** The mistake in the words of the seed that teaches it. */
  title: string;
  /** What the request gets wrong, in a learner's words (markdown ticks for code). */
  broken: string;
  expectedError: ExpectedError;
  /** How to write it instead (markdown ticks for code). */
  fix: string;
  /** The scenario-picker entry whose loop is run; a mistake the driver makes on purpose has a scenario of its own, named like the lab. */
  scenario: string;
  /** Which request of the loop is broken (counted from 1); earlier ones go out unchanged. */
  request: number;
  /** The broken request body; `null` sends the request as the scenario already builds it (a scenario that is itself the mistake). */
  breakBody: ((body: JsonBody) => JsonBody) | null;
  /** The API rejects this mistake in every style, so its scenario keeps the session's style rather than switching to `style`. */
  anyStyle?: true;
}
