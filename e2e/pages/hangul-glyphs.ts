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
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? '').join('');
      if (!/[\uac00-\ud7a3]/.test(own) || !el.checkVisibility()) continue;
      el.dataset.hangulProbe = String(n++);
      found.push(own);
    }
    return found;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const boxed: string[] = [];
  for (const [i, text] of texts.entries()) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-hangul-probe="${i}"]` });
    if (!nodeId) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // Nothing laid out (a clipped, screen-reader-only label): nothing drawn, nothing boxed.
    if (fonts.length === 0) continue;
    const hangul = [...text].filter((c) => /[\uac00-\ud7a3]/.test(c)).length;
    const web = fonts.filter((f) => f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
    if (web < hangul) boxed.push(`${text.trim().slice(0, 30)} (${fonts.map((f) => `${f.familyName}: ${f.glyphCount}`).join(', ')})`);
  }
  await cdp.detach();
  return boxed;
}
