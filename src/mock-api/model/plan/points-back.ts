// Words by which a later task points back to what a task before it named ("queue it", "rent a tripod to him").

/** "it", "its", "them", "him", "her", "there", "that day", "the same one": what a task before named. */
export const POINTS_BACK =
  /\b(?:it|its|them|their|he|she|him|his|her|there|that day|that date|the same (?:day|date|one|place|time))\b/i;

/**
 * "of each", "each of them", "both", "their", "the same dates", "those two towns": a later task points back to every item
 * a task before named.
 */
export const ITEMS_BACK =
  /\b(?:(?:each|both|all) of (?:them|those|these)|(?:of|for|to|on|in|at|with) (?:each|both)|them (?:both|all)|both|their|the same \p{L}+s|(?:those|these|the|all) (?:two|three|four|five) \p{L}+s)\b/iu;
