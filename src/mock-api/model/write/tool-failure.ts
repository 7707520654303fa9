// Whether a tool result reports a failure, in plain text (an exception, an HTTP status, a network error code, "please
// try again") or as JSON (`error`, `ok: false`, MCP's `isError`), and its message.

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Words a tool (or the framework running it) reports a failure with, when the result is plain text. */
const FAILS_AT_START = /^\s*(?:error|exception|traceback|fatal|failed|failure|timeout|panic)\b/i;
/** An exception's class name ahead of its message, as a runtime prints it (`KeyError: 'x'`, `java.sql.SQLException: …`). */
const EXCEPTION_AT_START = /^\s*[A-Za-z_][\w.$]*(?:Error|Exception)(?=\s*(?::|$))/;
/** An HTTP failure: a 4xx/5xx status with its reason phrase, or a status named as such. */
const HTTP_REASON =
  'bad request|unauthori[sz]ed|payment required|forbidden|not found|method not allowed|request time-?out|conflict|gone|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway time-?out';
const HTTP_FAILURE = new RegExp(
  `^\\s*(?:HTTP(?:\\/[\\d.]+)?\\s+)?[45]\\d\\d(?:\\s*[:-]\\s*|\\s+)(?:${HTTP_REASON})\\b|\\b(?:HTTP|status(?: code)?)(?:\\s*:\\s*|\\s+)[45]\\d\\d\\b|\\b(?:service unavailable|bad gateway|gateway time-?out)\\b`,
  'i',
);
/** The network errors a runtime names by code (Node's `ECONNREFUSED`, `getaddrinfo ENOTFOUND`, `EAI_AGAIN`). */
const NETWORK_CODE =
  /\b(?:ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EPIPE|EAI_AGAIN)\b/;
const FAILS_SAID =
  /\b(?:an? (?:\w+ )?error (?:occurred|occured|happened|was raised)|error (?:while|calling|running|executing|invoking)|(?:tool|call|request|function|command|operation) (?:failed|errored|timed out)|failed to \w+|timed out|unable to \w+|could ?n[o']t \w+|please try again|internal server error|permission denied|access denied|not authori[sz]ed|rate limit(?:ed)? exceeded|something went wrong|invalid api key|(?:service|server|api|site|website|system|database|backend|endpoint|host)s? (?:is|are) (?:currently |temporarily )?(?:down|unavailable|unreachable|offline)\b)/i;
/** A short text that says it failed is an error message; a long one that mentions a failure is data (an article, a log). */
const ERROR_TEXT_CHARS = 400;

/**
 * The failure a tool result reports, as a message; undefined when it reports none. `parsed` is the result parsed as
 * JSON (undefined when it is not JSON): a plain text is a failure when it says so, an object by its usual error fields.
 */
export function failureOf(raw: string, parsed: unknown): string | undefined {
  if (typeof parsed === 'string' || parsed === undefined) {
    const text = typeof parsed === 'string' ? parsed : raw;
    const says = FAILS_AT_START.test(text) || EXCEPTION_AT_START.test(text);
    const short =
      text.length <= ERROR_TEXT_CHARS && (FAILS_SAID.test(text) || HTTP_FAILURE.test(text) || NETWORK_CODE.test(text));
    return says || short ? text.trim() : undefined;
  }
  if (!isObject(parsed)) return undefined;
  if (typeof parsed.error === 'string' && parsed.error !== '') return parsed.error;
  if (isObject(parsed.error))
    return typeof parsed.error.message === 'string' ? parsed.error.message : JSON.stringify(parsed.error);
  const message = [parsed.message, parsed.reason, parsed.detail, parsed.error].find(
    (m) => typeof m === 'string' && m !== '',
  ) as string | undefined;
  const failed =
    parsed.ok === false ||
    parsed.success === false ||
    parsed.isError === true ||
    /^(?:error|failed|failure)$/i.test(String(parsed.status ?? ''));
  if (!failed) return undefined;
  if (message) return message;
  // An MCP tool result: `{"isError": true, "content": [{"type": "text", "text": "…"}]}`.
  const content = Array.isArray(parsed.content)
    ? parsed.content.find((c): c is Fields => isObject(c) && typeof c.text === 'string')
    : undefined;
  return content ? String(content.text) : 'no reason given';
}
