// Words by which a later task points back to what a task before it named ("queue it", "rent a tripod to him").

/** "it", "its", "them", "him", "her", "there", "that day", "the same one": what a task before named. */
export const POINTS_BACK =
  /\b(?:it|its|them|their|him|his|her|there|that day|that date|the same (?:day|date|one|place|time))\b/i;
