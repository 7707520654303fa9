// Page module for the UI language: the header's picker, <html lang>, and the translated names the specs look for.
import { expect, type Locator, type Page } from '@playwright/test';

/** What each language calls the things a spec checks (from the catalogs, as a reader sees them). */
export const WORDS = {
  en: {
    language: 'Language',
    configuration: 'Configuration',
    messages: 'Messages',
    inspector: 'Inspector',
    presenter: 'Presenter view',
    run: 'Run',
  },
  ko: {
    language: '언어',
    configuration: '설정',
    messages: '메시지',
    inspector: '인스펙터',
    presenter: '발표자 보기',
    run: '실행',
  },
  pl: {
    language: 'Język',
    configuration: 'Konfiguracja',
    messages: 'Wiadomości',
    inspector: 'Inspektor',
    presenter: 'Widok prezentera',
    run: 'Uruchom',
  },
} as const;
export type Lang = keyof typeof WORDS;

export class LanguagePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Loopscope' })).toBeVisible();
  }

  picker(lang: Lang): Locator {
    return this.page.getByRole('combobox', { name: WORDS[lang].language });
  }
  region(lang: Lang, panel: 'configuration' | 'messages' | 'inspector'): Locator {
    return this.page.getByRole('region', { name: WORDS[lang][panel] });
  }
  /** The run bar's Run button (its visible label; the title adds the shortcut). */
  runButton(lang: Lang): Locator {
    return this.region(lang, 'messages').getByRole('button', { name: WORDS[lang].run, exact: true });
  }
  /** The JSON tree of the exchange the inspector shows. */
  inspectorTree(lang: Lang): Locator {
    return this.region(lang, 'inspector').getByRole('tree').first();
  }
  get documentRoot(): Locator {
    return this.page.locator('html');
  }

  /** Picks a language in the header, the way a reader of `from` finds the picker. */
  async choose(from: Lang, to: Lang): Promise<void> {
    await this.picker(from).selectOption(to);
    await expect(this.documentRoot).toHaveAttribute('lang', to);
  }

  /** The lesson being followed (its narration panel). */
  get lessonPlayer(): Locator {
    return this.page.locator('.lesson-player');
  }
  presenterButton(lang: Lang): Locator {
    return this.page.getByRole('button', { name: WORDS[lang].presenter });
  }

  /** Runs the loaded scenario with the keyboard shortcut (the same key in every language) and waits for its end. */
  async runToEnd(): Promise<void> {
    await this.page.keyboard.press('r');
    await expect(this.page.locator('.status-row[data-status="done"]')).toBeVisible({ timeout: 30_000 });
  }

  /** Elements whose text is cut or spills out of their box: what a longer translation can break. */
  async overflowingTexts(): Promise<string[]> {
    return this.page.evaluate(() => {
      const cut: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(
        'button, a, label, h1, h2, h3, summary, .role-badge, .btn, [role="tab"]',
      )) {
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden' || el.offsetParent === null) continue;
        // Visually hidden labels (1×1 px, clipped) are read by screen readers only: nothing on screen to cut.
        if (el.offsetWidth <= 1 || el.offsetHeight <= 1) continue;
        // Deliberate ellipsis (text-overflow) is a design choice with the full text in a title; anything else is cut.
        if (style.textOverflow === 'ellipsis') continue;
        if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible')
          cut.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth)
        cut.push(`page: ${document.documentElement.scrollWidth}px wide`);
      return cut;
    });
  }
}
