// The payload doctor's vocabulary: the wire calls it reads, the rules it runs, and the findings it reports.
import type { WireStyle } from '@loopscope/wire/endpoint-style';
import type { CallToolResult, Tool } from '@loopscope/wire/mcp/types';
import type { McpWireView } from '@loopscope/wire/mcp/wire-view';
import type { DetailMessage } from './details';

/** What an MCP exchange in the loop said (style `other`): the tool call it served, a tools/call's result, a tools/list's tools. */
export interface McpFacts {
  serverLabel: string;
  toolCallId?: string;
  result: CallToolResult | null;
  listedTools: Tool[] | null;
  /** What the exchange says of today's wire: revision, headers, `_meta`, resultType, input asked and answered. */
  wire?: McpWireView;
  /** The HTTP status of the answer, and its text (a server's refusal is read in words). */
  status?: number | null;
  responseText?: string;
  /** The exchange this request retries (its input-required result). */
  retryOf?: string;
}

/** One request (and, when known, its final response object) as it went over the wire. */
export interface WireCall {
  style: WireStyle;
  /** The parsed JSON request body (anything: the doctor never trusts its shape). */
  request: unknown;
  /** The parsed final response object (for streams: the assembled one), or null when unknown. */
  response: unknown;
  /** The HTTP method and endpoint path (`/threads/thread_1/messages`), when known: Assistants rules read ids from it. */
  method?: string;
  path?: string;
  /** An exchange of the `mcp` wire (recorded beside the model calls): what its JSON-RPC said. */
  mcp?: McpFacts;
}

/** A path into the request body, written the way the API names params: `messages[3].content`. */
export type BodyPath = (string | number)[];

export type Severity = 'error' | 'warning' | 'info';

/** What one rule says about one spot of one request. */
export interface RuleHit {
  path: BodyPath;
  /** What is wrong here, with the ids and names involved (English). */
  detail: string;
  /** The same by key and values, for the views to word in the learner's language. */
  message?: DetailMessage;
  /** False when the rule's automatic fix does not apply to this hit. */
  fixable?: boolean;
  /** What the rule's fix needs to know about this hit (e.g. the items to put back). */
  data?: unknown;
  /** The API's error for this very request (its indexes and ids in the rule's wording), when it differs from the rule's example. */
  apiError?: string;
  /** What repeats, one part per request, for a side-by-side view (the stuck-loop rules). */
  repeated?: RepeatedPart[];
}

/** One occurrence of a repeated call: the request whose answer made it, the tool, and its arguments and result. */
export interface RepeatedPart {
  /** Index of the request in the loop. */
  call: number;
  name: string;
  args: string;
  result: string;
}

/** What a rule sees: the call it checks and the loop around it (earlier calls first). */
export interface RuleContext {
  call: WireCall;
  /** Index of `call` in `loop`. */
  index: number;
  loop: WireCall[];
  /** Tokens in a text, for rules that count (the tokenizer's counts when the caller has them); undefined: approximate it. */
  countTokens?: (text: string) => number | undefined;
  /** Requests one run may take before the step-budget rule speaks (default 10, the playground's default max steps). */
  stepBudget?: number;
}

/** What a caller can lend the rules: the tokenizer's counts, so a count agrees with the gauges'; a step budget. */
export interface DoctorOptions {
  countTokens?: (text: string) => number | undefined;
  stepBudget?: number;
}

/** A rule is data: an id, words for the user, the styles it applies to, a check and (when safe) an automatic fix. */
export interface DoctorRule {
  id: string;
  title: string;
  severity: Severity;
  styles: WireStyle[];
  /** Why this breaks, in a sentence a learner understands. */
  why: string;
  /** What to change. */
  fix: string;
  /** The API error it causes, word for word, when it causes one. */
  apiError?: string;
  check(ctx: RuleContext): RuleHit[];
  /** Returns the request body with this hit fixed; present only where the fix is mechanical. */
  apply?(body: unknown, hit: RuleHit): unknown;
}

export interface Finding {
  rule: string;
  title: string;
  severity: Severity;
  /** Index of the request in the loop. */
  call: number;
  path: BodyPath;
  /** `path` formatted the API's way. */
  at: string;
  detail: string;
  /** `detail` by key and values (`details.<key>` in the doctor catalogs). */
  message?: DetailMessage;
  why: string;
  fix: string;
  apiError?: string;
  /** True when `applyFix` can rewrite the request for this finding. */
  fixable: boolean;
  /** What repeats, side by side (the stuck-loop rules). */
  repeated?: RepeatedPart[];
}
