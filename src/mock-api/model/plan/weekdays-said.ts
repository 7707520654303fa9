// Polish and Korean day names ("sobotę", "토요일") written as the English ones the date readers know, for follow-ups.

/** Polish day names in the cases a follow-up says them ("na sobotę", "w niedzielę", "we wtorek"); Korean 월요일…일요일. */
const DAYS: readonly [RegExp, string][] = [
  [/(?<!\p{L})poniedzia[łl]e?k(?:u|iem)?(?!\p{L})|월요일/giu, 'Monday'],
  [/(?<!\p{L})wtor(?:ek|ku|kiem)(?!\p{L})|화요일/giu, 'Tuesday'],
  [/(?<!\p{L})[śs]rod(?:a|ę|e|y|ą)(?!\p{L})|수요일/giu, 'Wednesday'],
  [/(?<!\p{L})czwart(?:ek|ku|kiem)(?!\p{L})|목요일/giu, 'Thursday'],
  [/(?<!\p{L})pi[ąa]t(?:ek|ku|kiem)(?!\p{L})|금요일/giu, 'Friday'],
  [/(?<!\p{L})sobot(?:a|ę|e|y|ą)(?!\p{L})|토요일/giu, 'Saturday'],
  [/(?<!\p{L})niedziel(?:a|ę|e|i|ą)(?!\p{L})|일요일/giu, 'Sunday'],
];

/** A day name then Polish "i"/"oraz"/"lub" or Korean 과/와/하고/이랑/랑/나 ("and", "or"). */
const DAYS_JOINED = /day {1,2}(?:(?:i|oraz|lub|albo)\s|과|와|하고|이랑|랑)/gu;

/** The text with each Polish or Korean day name written in English (the rest as said). */
export function withEnglishDayNames(text: string): string {
  let out = text;
  for (const [name, english] of DAYS) out = out.replace(name, ` ${english} `);
  // "sobotę i niedzielę", "토요일과 일요일": the days said together, as the English readers split them.
  return out === text ? out : out.replace(DAYS_JOINED, 'day and ').replace(/ {2,}/g, ' ').trim();
}
