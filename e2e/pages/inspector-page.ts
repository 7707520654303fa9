// Page module for the inspector: locators and actions for its list, tabs, body views and field notes.
import { expect, type Locator, type Page } from '@playwright/test';

export class InspectorPage {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Inspector' });
  }
  get exchangeList(): Locator {
    return this.region.getByRole('listbox', { name: 'HTTP exchanges' });
  }
  get exchanges(): Locator {
    return this.exchangeList.getByRole('option');
  }
  get selectedExchange(): Locator {
    return this.exchangeList.getByRole('option', { selected: true });
  }
  tab(name: 'Request' | 'Response' | 'Changes' | 'Headers' | RegExp): Locator {
    return this.region.getByRole('tab', { name });
  }
  viewButton(name: 'Tree' | 'Formatted' | 'Raw'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }
  bodyTree(name: 'Request body' | 'Response body'): Locator {
    return this.region.getByRole('tree', { name });
  }
  get editor(): Locator {
    return this.region.locator('.monaco-editor');
  }
  get editorLines(): Locator {
    return this.editor.locator('.view-lines');
  }
  /** The selected exchange's button that exports it on its own (number: its place in the list, from 1). */
  exportButton(number: number): Locator {
    return this.region.getByRole('button', { name: `Export request ${number} as a file or code` });
  }
  /** A tab of the export dialog of exchange `number` (its files: Exchange file, curl, TypeScript, Python). */
  exportTab(number: number, name: string): Locator {
    return this.page.getByRole('dialog', { name: `Export request ${number}` }).getByRole('tab', { name, exact: true });
  }
  /** The selected exchange's button that sends it again to other models side by side. */
  otherModelsButton(number: number): Locator {
    return this.region.getByRole('button', { name: `Send request ${number} to other models side by side` });
  }
  /** The detail region of the selected exchange, named after its request ("Exchange details, Request 1 …"). */
  detailOfStep(step: number): Locator {
    return this.region.getByRole('region', { name: new RegExp(`^Exchange details, Request ${step}\\b`) });
  }
  get focusPayloadButton(): Locator {
    return this.page.getByRole('button', { name: 'Focus payload' });
  }
  /** The one-line exchange picker that replaces the list while the payload has the focus. */
  get exchangePicker(): Locator {
    return this.region.getByRole('combobox', { name: 'Exchange' });
  }
  get messagesPanel(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }
  get focusTimelineButton(): Locator {
    return this.messagesPanel.getByRole('button', { name: 'Focus timeline' });
  }
  /** The scrolling list of messages (its height is what a short screen is short of). */
  get timeline(): Locator {
    return this.messagesPanel.getByTestId('timeline');
  }
  /** The disclosure (a <summary>) that folds the context-window bar above the timeline. */
  get contextWindowToggle(): Locator {
    return this.messagesPanel.locator('summary', { hasText: 'Context window' });
  }
  /** The <details> box of the context-window bar (its `open` attribute is what the learner sees). */
  get contextWindowBox(): Locator {
    return this.messagesPanel.locator('details.request-gauge');
  }
  /** The fold choice this tab remembers for a kind of box ('open', 'folded' or null before any choice). */
  storedFold(key: string): Promise<string | null> {
    return this.page.evaluate((k) => sessionStorage.getItem(`loopscope.fold.${k}`), key);
  }
  /** The inspector's "Where the context goes" bar of the selected request, and one part of its legend. */
  get contextBreakdown(): Locator {
    return this.region.getByTestId('context-breakdown');
  }
  contextPart(kind: string): Locator {
    return this.contextBreakdown.locator(`li[data-kind="${kind}"]`);
  }
  get contextWindowMeter(): Locator {
    return this.messagesPanel.getByRole('meter', { name: 'Context window' });
  }
  /** The last card's "Why the mock model did this" note (a <details>) and its disclosure. */
  get lastModelExplanation(): Locator {
    return this.messagesPanel.getByTestId('model-explanation').last();
  }
  /** Every card's "Why the mock model did this" note, in timeline order. */
  get modelExplanations(): Locator {
    return this.messagesPanel.getByTestId('model-explanation');
  }
  get lastModelExplanationToggle(): Locator {
    return this.lastModelExplanation.locator('summary');
  }
  /** Presses a key on a disclosure the way a keyboard user reaches it: focus first, then the key. */
  async pressOn(target: Locator, key: string): Promise<void> {
    await target.focus();
    await this.page.keyboard.press(key);
  }
  /** How many rows of a body tree a reader sees without scrolling (inside both its scroll box and the window). */
  visibleTreeRows(tree: Locator): Promise<number> {
    return tree.evaluate((root) => {
      let box = root.getBoundingClientRect();
      for (let el = root.parentElement; el; el = el.parentElement) {
        if (!['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowY)) continue;
        const r = el.getBoundingClientRect();
        box = new DOMRect(
          box.x,
          Math.max(box.top, r.top),
          box.width,
          Math.max(0, Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top)),
        );
      }
      const bottom = Math.min(box.bottom, window.innerHeight);
      return [...root.querySelectorAll('[role="treeitem"]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.height > 0 && r.top >= box.top - 1 && r.top + 10 <= bottom;
      }).length;
    });
  }
  get focusedDescription(): Promise<string> {
    return this.page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-describedby');
      const note = id ? document.getElementById(id) : null;
      return note && !note.hidden ? (note.textContent ?? '') : '';
    });
  }

  async runSeed(): Promise<void> {
    await this.page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(this.page.getByTestId('run-status')).toHaveText('Done');
  }

  /** Moves keyboard focus through the tree, as a keyboard user would, until a row starts with `"key"`. */
  async focusField(tree: Locator, key: string): Promise<Locator> {
    await tree.getByRole('treeitem').first().focus();
    const focused = this.page.locator(':focus');
    for (let i = 0; i < 60; i++) {
      const text = (await focused.textContent()) ?? '';
      if (text.replace(/^[▸▾]/, '').startsWith(`"${key}"`)) return focused;
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`no "${key}" row reachable by keyboard`);
  }
  /** The toggle that opens one of the mock's explanations. */
  explanationToggle(note: Locator): Locator {
    return note.locator('summary');
  }
  /** Any text on the page numbered with the old "Step N:" words. */
  get oldStepNumbering(): Locator {
    return this.page.getByText(/\bStep [25]: /);
  }
}
