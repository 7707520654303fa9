// Page module: which Korean texts a page draws as empty boxes, read from the fonts Chromium actually used for each one.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A fontconfig file that keeps the machine's fonts but rejects every font that covers Korean: launched with it as
 * FONTCONFIG_FILE, Chromium sees what a learner's laptop without a Korean font sees (the e2e machine installs one).
 */
export function fontconfigWithoutKorean(): string {
  const dir = mkdtempSync(join(tmpdir(), 'no-korean-fonts-'));
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>ko</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

/**
 * Every visible element whose own text has Hangul that was not drawn with a web font (the shipped Noto Sans KR): with
 * no Korean system font, those characters are boxes. Chromium reports the fonts it used per node (CSS domain); a node
 * is fine when its web-font glyphs cover at least its Hangul characters.
 */
export async function textsDrawnAsBoxes(page: Page): Promise<string[]> {
  const texts = await page.evaluate(async () => {
    // Measure what a person sees once the page has settled: the Hangul chunks the layout asked for (in each weight
    // drawn) are still downloading for a moment after the first paint, and until they are in, Chromium reports the
    // fallback. Measuring then read a page mid-load as boxed (the stale probe under load); wait for every pending face.
    await document.fonts.ready;
    while ([...document.fonts].some((face) => face.status === 'loading')) await document.fonts.ready;
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    // A mark left by an earlier probe on an element whose text has since changed (a token count's "세는 중…" becoming
    // "12tok") made the selector below find that element first and report its fonts against another text: clear them.
    for (const stale of document.querySelectorAll<HTMLElement>('[data-hangul-probe]')) delete stale.dataset.hangulProbe;
    const found: string[] = [];
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes]
        .filter((c) => c.nodeType === Node.TEXT_NODE)
        .map((c) => c.textContent ?? '')
        .join('');
      if (!/[\uac00-\ud7a3]/.test(own) || !el.checkVisibility()) continue;
      el.dataset.hangulProbe = String(n++);
      found.push(own);
    }
    return found;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  let { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  /**
   * The fonts Chromium drew one marked element with, null when the element is gone, 'unsettled' when it kept being
   * replaced. A re-render between the query and the read (a page under load is still settling) drops the node id
   * Chromium handed out ("Could not find node with given id"): read the document afresh and measure that element again
   * instead of failing the whole probe; a page that never holds still is reported, so the poll measures it again.
   */
  const fontsOf = async (
    index: number,
  ): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[] | null | 'unsettled'> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: `[data-hangul-probe="${index}"]`,
        });
        if (!nodeId) return null;
        return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
      } catch (error) {
        if (!/Could not find node/i.test(String(error))) throw error;
        if (attempt >= 2) return 'unsettled';
        ({ root } = await cdp.send('DOM.getDocument', { depth: -1 }));
      }
    }
  };
  const boxed: { index: number; line: string; unsettled?: true }[] = [];
  for (const [i, text] of texts.entries()) {
    const fonts = await fontsOf(i);
    // Gone since it was marked (re-rendered without the mark): left out below like a text that changed.
    if (!fonts) continue;
    if (fonts === 'unsettled') {
      boxed.push({ index: i, line: `${text.trim().slice(0, 30)} (replaced while measured)`, unsettled: true });
      continue;
    }
    // Nothing laid out (a clipped, screen-reader-only label): nothing drawn, nothing boxed.
    if (fonts.length === 0) continue;
    const hangul = [...text].filter((c) => /[\uac00-\ud7a3]/.test(c)).length;
    const web = fonts.filter((f) => f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
    if (web < hangul)
      boxed.push({
        index: i,
        line: `${text.trim().slice(0, 30)} (${fonts.map((f) => `${f.familyName}: ${f.glyphCount}`).join(', ')})`,
      });
  }
  await cdp.detach();
  // A text that changed while the fonts were read (a spinner's "세는 중…" turning into a count) was measured as another
  // text: leave it out; the next poll reads it as it is now. One that could not be read at all stays in, so that poll comes.
  const now = await page.evaluate(
    (count) =>
      Array.from({ length: count }, (_, i) => {
        const el = document.querySelector(`[data-hangul-probe="${i}"]`);
        return el
          ? [...el.childNodes]
              .filter((c) => c.nodeType === Node.TEXT_NODE)
              .map((c) => c.textContent ?? '')
              .join('')
          : null;
      }),
    texts.length,
  );
  return boxed.filter(({ index, unsettled }) => unsettled || now[index] === texts[index]).map(({ line }) => line);
}
