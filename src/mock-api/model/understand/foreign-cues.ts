// Task words of the app's other UI languages (Korean, Polish) read as the English words tools are named with, so a
// lesson that asks in the learner's language ("파이썬 GIL이 뭔지 검색해줘", "Wyszukaj, czym jest GIL") finds its tool,
// and an option said in that language ("화씨로": in Fahrenheit) is the schema's English option.
import type { Evidence } from './evidence.ts';

/**
 * A word stem as it appears inside a Korean or Polish word (Korean attaches endings: 검색해줘 = 검색 + 해줘; Polish
 * inflects: pogoda, pogodę, pogody), and the English word it stands for.
 */
const STEMS: [RegExp, ...string[]][] = [
  // The bare verb is how one asks to look something up online ("검색해줘", "wyszukaj"); "search" alone is too generic to pick a tool.
  [/검색|찾아/u, 'search', 'web'],
  [/날씨|기온/u, 'weather'],
  [/변환|바꿔/u, 'convert'],
  [/화씨/u, 'fahrenheit'],
  [/섭씨/u, 'celsius'],
  [/계산/u, 'calculate'],
  [/(?<!\p{L})(wyszuk|szukaj|znajdź)/iu, 'search', 'web'],
  [/(?<!\p{L})pogod/iu, 'weather'],
  [/(?<!\p{L})(przelicz|zamień|przekształć)/iu, 'convert'],
  [/(?<!\p{L})fahrenheit/iu, 'fahrenheit'],
  [/(?<!\p{L})celsjusz/iu, 'celsius'],
  // "w stopniach Fahrenheita": degrees, said of a temperature.
  [/(?<!\p{L})stopni/iu, 'temperature'],
  [/(?<!\p{L})(oblicz|policz)/iu, 'calculate'],
  // Ways of travelling, as a route's follow-up names them ("A autobusem?", "버스로는요?").
  [/버스|(?<!\p{L})autobus/iu, 'bus'],
  [/자전거|(?<!\p{L})rower/iu, 'bicycle', 'bike', 'cycling'],
  [/걸어서|도보|(?<!\p{L})pieszo/iu, 'walking'],
  [/(?<!\p{L})samochod/iu, 'driving', 'car'],
];

/** The English task words a Korean or Polish request says (none for a request in English). */
export function foreignCues(text: string): string[] {
  return STEMS.filter(([stem]) => stem.test(text)).flatMap(([, ...english]) => english);
}

/** The rule's words in the model's note (the timeline translates them: `ruleOptionOtherLanguage`). */
export const OPTION_IN_OTHER_LANGUAGE = 'an option the request names in Korean or Polish';

/**
 * "Bergen 날씨를 화씨로 보여줘": the one option whose English word a Korean or Polish stem of the request stands for
 * (`fahrenheit` for 화씨), read where the stem is said and still free. None when two options are named so.
 */
export function optionInOtherLanguage(
  values: readonly unknown[],
  ev: Evidence,
  skip: (start: number, end: number) => boolean = () => false,
): { value: unknown; source: string; rule: string } | undefined {
  const named = STEMS.flatMap(([stem, ...english]) => {
    const at = stem.exec(ev.text);
    if (!at || !ev.isFree({ start: at.index, end: at.index + at[0].length }) || skip(at.index, at.index + at[0].length))
      return [];
    const value = values.find((v) => typeof v === 'string' && english.includes(v.toLowerCase()));
    return value === undefined ? [] : [{ value, start: at.index, end: at.index + at[0].length }];
  });
  if (named.length !== 1) return undefined;
  const { value, start, end } = named[0]!;
  ev.take({ start, end });
  return { value, source: ev.text.slice(start, end), rule: OPTION_IN_OTHER_LANGUAGE };
}
