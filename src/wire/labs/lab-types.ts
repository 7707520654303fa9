// A break-it lab: one classic mistake as data — the scenario to run, the request to break, how to break it, and the fix.

/** The API style the lab's loop runs in (Assistants labs need the Assistants driver). */
export type LabStyle = 'chat' | 'responses';
export type JsonBody = Record<string, unknown>;

export interface BreakItLab {
  id: string;
  style: LabStyle;
  /** The mistake in the words of the seed that teaches it. */
  title: string;
  /** The scenario-picker entry whose loop is run. */
  scenario: string;
  /** Which request of the loop is broken (counted from 1); earlier ones go out unchanged. */
  request: number;
  /** The broken request body; `null` sends the request as the scenario already builds it (a scenario that is itself the mistake). */
  breakBody: ((body: JsonBody) => JsonBody) | null;
  /** The correct code, shown beside the real error. */
  fix: string;
}
