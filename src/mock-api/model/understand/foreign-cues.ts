// Task words of the app's other UI languages (Korean, Polish) read as the English words tools are named with, so a
// lesson that asks in the learner's language ("파이썬 GIL이 뭔지 검색해줘", "Wyszukaj, czym jest GIL") finds its tool.

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
  [/(?<!\p{L})(oblicz|policz)/iu, 'calculate'],
];

/** The English task words a Korean or Polish request says (none for a request in English). */
export function foreignCues(text: string): string[] {
  return STEMS.filter(([stem]) => stem.test(text)).flatMap(([, ...english]) => english);
}
