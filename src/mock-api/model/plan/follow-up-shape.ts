// Whether a request is worded as a follow-up to the conversation ("What about Bergen?", "A w Bergen?", "Bergen은요?"),
// in the app's three languages: such a request may ask the call before again rather than a tool it shares a word with.

/**
 * A follow-up's opening or ending, read on the request's first 200 characters (or its last 20 for Korean). English
 * "what/how about …", and "and/or/also/plus" before a preposition or a name ("And in Bergen?", "And Bergen?"; not
 * "and book a table", a new task). Polish "a w/we/na/dla …" and "a co z …" ("and in …", "what about …"; not the
 * English article: "A table for two"). Korean "…은요?" / "…는요?" (a topic particle with the polite ending: "and …?").
 * Case is spelled out rather than flagged: with the `i` flag `\p{Lu}` matches lower-case letters too.
 */
const FOLLOW_UP_OPENING =
  /^\s{0,3}(?:(?:(?:[Aa]nd|[Ss]o)\s+)?(?:[Ww]hat|[Hh]ow)\s+about\b|(?:[Aa]nd|[Oo]r|[Aa]lso|plus|Plus)\s+(?:(?:on|at|in|for|from|to|with|by)\s|\p{Lu})|[Aa]\s+(?:w|we|na|dla|do|co\s+z|co\s+ze)\s)/u;
const FOLLOW_UP_ENDING_KO = /[은는]요\s{0,3}[?？]?\s{0,3}$/u;

/** True when the request opens (or, in Korean, ends) the way a follow-up question does. */
export function wordedAsFollowUp(request: string): boolean {
  return FOLLOW_UP_OPENING.test(request.slice(0, 200)) || FOLLOW_UP_ENDING_KO.test(request.slice(-20));
}
