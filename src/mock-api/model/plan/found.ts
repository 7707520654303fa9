// What a reader of one parameter found: the value, the words it came from and the rule that read it.

/** A value and what it came from, for the explanation ("ticker from 'NVDA'"). */
export interface Found {
  value: unknown;
  /** The words of the request it came from; undefined when it is a fallback. */
  source?: string;
  /** The rule that read it, for the explanation, when the words alone do not say it ("an e-mail address"). */
  rule?: string;
  /** True when the value is the request's gist, taken for want of one (a free-text parameter's last resort). */
  gist?: boolean;
}
