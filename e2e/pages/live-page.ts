// Page module for the live capture view (/live): every locator and action the live specs use.
import { expect, type Locator, type Page } from '@playwright/test';

export class LiveCapturePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/live');
    await expect(this.feedStatus).toContainText('Live');
  }

  /** Empties the server's capture log, then opens /live: its first snapshot holds nothing captured before. */
  async openOnEmptyCapture(): Promise<void> {
    await this.page.request.delete('/api/capture/exchanges');
    await this.open();
  }

  get feedStatus(): Locator {
    return this.page.getByRole('banner').getByRole('status');
  }
  get loops(): Locator {
    return this.page.getByRole('list', { name: 'Captured loops' }).getByRole('button');
  }
  loop(title: RegExp): Locator {
    return this.loops.filter({ hasText: title });
  }
  get messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }
  get timeline(): Locator {
    return this.messages.getByTestId('timeline');
  }
  get timelineCards(): Locator {
    return this.timeline.getByRole('article', { name: /^messages\[\d+\]/ });
  }
  card(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^messages\\[${index}\\],`) });
  }
  /** A Responses loop's item card, `input[index]`. */
  itemCard(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^input\\[${index}\\],`) });
  }
  /** An Assistants loop's entry card, `timeline[index]` (its entries live in several objects: setup, thread, run). */
  entryCard(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^timeline\\[${index}\\],`) });
  }
  get exchangeRows(): Locator {
    return this.page.getByRole('listbox', { name: 'HTTP exchanges' }).getByRole('option');
  }
  get doctorSummary(): Locator {
    // The doctor's own disclosure; the mock's explanation notes are <details> too.
    return this.messages.locator('summary').filter({ hasText: /^Doctor/ });
  }
  get doctorFindings(): Locator {
    return this.page.getByRole('list', { name: 'Doctor findings' }).getByRole('listitem');
  }
  /** The doctor's finding whose text has `text` (a field, or a call's name and id). */
  doctorFinding(text: string): Locator {
    return this.doctorFindings.filter({ hasText: text });
  }
  /** The doctor's findings as a Korean reader's screen names the list. */
  get doctorFindingsKo(): Locator {
    return this.page.getByRole('list', { name: '진단 결과' }).getByRole('listitem');
  }
  /** The Korean screen's finding whose text has `text` (a field, or a call's name and id). */
  doctorFindingKo(text: string): Locator {
    return this.doctorFindingsKo.filter({ hasText: text });
  }
  /** /live for a reader who picked Korean (the pick is kept in the browser, as the header's picker keeps it). */
  async openInKorean(): Promise<void> {
    await this.page.evaluate(() => localStorage.setItem('loopscope.language', 'ko'));
    await this.page.goto('/live');
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'ko');
  }
  get doctorClean(): Locator {
    return this.messages.getByText(/The doctor found nothing wrong/);
  }
  get openAsSessionButton(): Locator {
    return this.page.getByRole('button', { name: 'Open as session' });
  }
  /**
   * "Open as session", then waits for the playground: /live shows the loop's messages in the same timeline, so a check on
   * a message card alone can pass on /live before the session opens (and the next click land on /live's own buttons).
   */
  async openAsSession(): Promise<void> {
    await this.openAsSessionButton.click();
    await expect(this.page).toHaveURL(/\/$/);
  }
  get applyFixButton(): Locator {
    return this.page
      .getByRole('list', { name: 'Doctor findings' })
      .getByRole('button', { name: 'Apply fix and replay' });
  }
  /** "Apply fix and replay" on the finding shown under the field `at`. */
  inlineApplyFix(at: string): Locator {
    return this.inlineFinding(at).getByRole('button', { name: 'Apply fix and replay' });
  }
  /** A tab of the inspector's exchange details ("Request", "Response", …). */
  inspectorTab(name: RegExp): Locator {
    return this.page.getByRole('region', { name: 'Inspector' }).getByRole('tab', { name });
  }
  /** The doctor's finding shown under the field `at` (e.g. `messages[3].content`) in the request body tree. */
  inlineFinding(at: string): Locator {
    const escaped = at.replace(/[.[\]]/g, (c) => `\\${c}`);
    return this.page
      .getByRole('tree', { name: 'Request body' })
      .getByRole('note', { name: new RegExp(`^Doctor, ${escaped}:`) });
  }
  /** Screenshots of the page as it is at 853×480 and 1280×800 in both themes (with `subject` scrolled into view), then back to the test's viewport. */
  async shotsAtSizes(
    shot: (name: string) => Promise<void>,
    name: string,
    subject?: Locator | (() => Promise<void>),
  ): Promise<void> {
    const before = this.page.viewportSize();
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [width, height] of [
        [853, 480],
        [1280, 800],
      ] as const) {
        await this.page.emulateMedia({ colorScheme });
        await this.page.setViewportSize({ width, height });
        await expect(this.page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        // A function brings its subject into view itself (a virtual list renders a row only once scrolled to it).
        if (typeof subject === 'function') await subject();
        else await subject?.scrollIntoViewIfNeeded();
        await shot(`${name}-${width}x${height}-${colorScheme}`);
      }
    }
    await this.page.emulateMedia({ colorScheme: null });
    if (before) await this.page.setViewportSize(before);
  }
  get playgroundLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Playground' });
  }
  /** The stored history under the live loops: days, search, results. */
  get history(): Locator {
    return this.page.getByRole('region', { name: 'Past loops' });
  }
  historyDay(label: RegExp): Locator {
    return this.history.getByRole('list', { name: 'Days with captures' }).getByRole('button', { name: label });
  }
  get historySearchText(): Locator {
    return this.history.getByRole('searchbox', { name: 'Text in bodies' });
  }
  get historySearchButton(): Locator {
    return this.history.getByRole('button', { name: 'Search', exact: true });
  }
  get historyResults(): Locator {
    return this.history.getByRole('list', { name: 'Loops found' }).getByRole('button');
  }
  /** The history's line for a search that found nothing. */
  get historyNoMatch(): Locator {
    return this.history.getByText('No stored loop matches.');
  }
}
