// The self-hosted Hangul faces (korean-font.css) for machines without a Korean font, loaded before Korean text is laid out.
//
// Why before: Chromium shapes text whose font chunk is still downloading with the next family in the stack (boxes, on
// a machine with no Korean font) and keeps that result for the same weight and size even after the chunk arrives, so a
// fresh Korean page showed boxes in its medium and bold text for good. Loading the stylesheet, then the chunks that the
// catalogs' characters need in every shipped weight, before the first Korean paint leaves nothing to race.

/** The weights korean-font.css ships (scripts/korean-font.ts checks they match): every weight the UI uses; 650 is drawn with 700. */
export const HANGUL_WEIGHTS = [400, 500, 600, 700] as const;

let stylesheet: Promise<unknown> | null = null;

/** The @font-face rules (about 45 kB gzip, no font file), once. */
export function loadKoreanFaces(): Promise<unknown> {
  return (stylesheet ??= import('../styles/korean-font.css'));
}

/** Each Hangul character of the texts, once: what `document.fonts.load` needs to fetch exactly the chunks they fall in. */
export function hangulOf(texts: Iterable<string>): string {
  const found = new Set<string>();
  for (const text of texts)
    for (const char of text) if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u.test(char)) found.add(char);
  return [...found].join('');
}

/** Loads the faces and, in every shipped weight, the chunks that hold these characters; resolves when they are ready. */
export async function loadHangulFor(texts: Iterable<string>): Promise<void> {
  await loadKoreanFaces();
  const hangul = hangulOf(texts);
  if (hangul === '' || typeof document === 'undefined' || !document.fonts) return;
  await Promise.all(HANGUL_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px "Noto Sans KR"`, hangul)));
}
