// Page module for the playground: every locator and multi-step action the specs use, so specs read like a user story.
import { expect, type Locator, type Page } from '@playwright/test';
import { HeldRequest } from './held-request';
import { MonacoEditors } from './monaco-editors';
import { ToolDialog } from './tool-dialog';

export class PlaygroundPage {
  /** The tool dialog (add, edit, zod, strict mode, try it). */
  readonly tools: ToolDialog;
  /** The dialog of a request held before it is sent. */
  readonly held: HeldRequest;
  /** Monaco editors, wherever they are (`scope` is the dialog or panel that holds one). */
  readonly monaco: MonacoEditors;

  constructor(readonly page: Page) {
    this.tools = new ToolDialog(page);
    this.held = new HeldRequest(page);
    this.monaco = new MonacoEditors(page);
  }

  /**
   * Opens the playground and, like a user in a hurry, sets the pace to Instant: the default pace waits 350 ms before
   * each tool result, which only the specs about pace need to see (they pick their pace themselves).
   */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.runButton).toBeEnabled();
    await this.paceSelect.selectOption('instant');
  }

  // Header and shell
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Loopscope' });
  }
  get themeToggle(): Locator {
    return this.page.getByRole('button', { name: /theme \(click to change\)/ });
  }
  region(name: 'Configuration' | 'Messages' | 'Inspector'): Locator {
    return this.page.getByRole('region', { name });
  }
  /** The API-style picker's Chat Completions choice. */
  get chatStyle(): Locator {
    return this.region('Configuration').getByRole('radio', { name: 'Chat Completions' });
  }
  /** The line under the run toolbar that says why Run is off. */
  get runOffReason(): Locator {
    return this.region('Messages')
      .getByRole('note')
      .filter({ hasText: /^Run is off/ });
  }
  /** The API-style picker's Responses choice. */
  get responsesStyle(): Locator {
    return this.region('Configuration').getByRole('radio', { name: 'Responses' });
  }
  /** <html>, which carries the resolved theme in data-theme. */
  get documentRoot(): Locator {
    return this.page.locator('html');
  }

  get skipLink(): Locator {
    return this.page.getByRole('link', { name: 'Skip to the Run controls' });
  }
  get configToggle(): Locator {
    return this.page.getByRole('button', { name: 'Configuration', exact: true });
  }
  get configClose(): Locator {
    return this.page.getByRole('button', { name: 'Close the configuration' });
  }
  textSizeButton(name: 'Smaller text' | 'Larger text' | RegExp): Locator {
    return this.page.getByRole('group', { name: 'Text size' }).getByRole('button', { name });
  }
  /** The page's own width and sideways scroll: a page that fits has scrollWidth = viewport width and scrollX 0. */
  async pageWidth(): Promise<{ scrollWidth: number; viewport: number; scrollX: number }> {
    return this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scrollX: window.scrollX,
    }));
  }

  /** Keyboard only: presses Tab until `target` has focus (or gives up after `max` presses). */
  async tabTo(target: Locator, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab did not reach the target in ${max} presses`);
  }
  /** Whether keyboard focus is inside `scope` right now. */
  async hasFocusWithin(scope: Locator): Promise<boolean> {
    return scope.evaluate((el) => el.contains(document.activeElement));
  }

  // Controls
  get runButton(): Locator {
    return this.page.getByRole('button', { name: 'Run', exact: true });
  }
  get stepButton(): Locator {
    return this.page.getByRole('button', { name: 'Step', exact: true });
  }
  get pauseToggle(): Locator {
    return this.page.getByRole('button', { name: 'Pause before request' });
  }
  get resetButton(): Locator {
    return this.page.getByRole('button', { name: 'Reset', exact: true });
  }
  /**
   * A journey's next step in a new session on the same page, where a test of its own would open a fresh page (a reload
   * would reopen the saved session): Reset keeps the run in Sessions, and the new session has no exchanges yet.
   */
  async startOver(): Promise<void> {
    await this.resetButton.click();
    await expect(this.exchanges).toHaveCount(0);
  }
  get paceSelect(): Locator {
    return this.page.getByRole('combobox', { name: 'Pace' });
  }
  get status(): Locator {
    return this.page.getByTestId('run-status');
  }
  get helpDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  }

  // Configuration
  get streamCheckbox(): Locator {
    return this.page.getByRole('checkbox', { name: /^Stream/ });
  }
  async openFaults(): Promise<void> {
    await this.region('Configuration').getByText('Mock faults', { exact: true }).click();
  }
  get cutStreamsCheckbox(): Locator {
    return this.page.getByRole('checkbox', { name: 'Cut streams after 5 events' });
  }
  get sessionNotice(): Locator {
    return this.region('Messages').locator('.session-notice');
  }
  get scenarioSelect(): Locator {
    return this.page.getByLabel('Scenario');
  }

  get providerSelect(): Locator {
    return this.region('Configuration').getByLabel('Provider', { exact: true });
  }
  get baseUrlInput(): Locator {
    return this.region('Configuration').getByLabel('Base URL');
  }
  async useCustomProvider(baseURL: string): Promise<void> {
    await this.providerSelect.selectOption('custom');
    await this.baseUrlInput.fill(baseURL);
  }

  // Timeline
  get timeline(): Locator {
    return this.page.getByTestId('timeline');
  }
  get messageCards(): Locator {
    return this.timeline.getByRole('article', { name: /^messages\[\d+\]/ });
  }
  card(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^messages\\[${index}\\],`) });
  }
  cardExchangeLink(index: number): Locator {
    return this.card(index).getByRole('button', { name: /^(request|response) \d+$/ });
  }
  stepSeparator(step: number): Locator {
    return this.timeline.getByRole('button', { name: new RegExp(`^Request ${step} →`) });
  }
  /** The form the timeline shows when the loop stopped at a call to a tool with no implementation. */
  askedCall(tool: string): Locator {
    return this.timeline.getByRole('form', { name: `${tool} has no implementation here` });
  }
  async answerAskedCall(tool: string, result: string): Promise<void> {
    await this.askedCall(tool)
      .getByRole('textbox', { name: new RegExp(`^Result of ${tool} `) })
      .fill(result);
    await this.askedCall(tool).getByRole('button', { name: 'Send result and run' }).click();
  }
  get apiErrorMessage(): Locator {
    return this.timeline.getByTestId('api-error-message');
  }
  get failureLabel(): Locator {
    return this.timeline.getByTestId('failure-label');
  }
  get failureSummary(): Locator {
    return this.timeline.getByTestId('failure-summary');
  }
  get statusRow(): Locator {
    return this.timeline.locator('.status-row');
  }
  get apiErrorObject(): Locator {
    return this.timeline.getByTestId('api-error-object');
  }
  /** "11 in the list": the whole messages list, including cards the virtual list has not drawn. */
  get messageTotal(): Locator {
    return this.region('Messages').getByTestId('message-total');
  }
  /** Images anywhere in the messages list (model or tool text must never produce one). */
  get timelineImages(): Locator {
    return this.timeline.locator('img');
  }
  /** Preload hints to other machines (React emits one per <img> it renders). */
  get remotePreloads(): Locator {
    return this.page.locator('link[rel="preload"]:not([href^="/"]):not([href^="http://127.0.0.1"])');
  }
  /** Markdown images drawn as links that name their address. */
  imageLinks(card: Locator): Locator {
    return card.getByRole('link', { name: /^image/ });
  }
  /** A link in a card by its text (model text rendered as markdown). */
  linkIn(card: Locator, name: string): Locator {
    return card.getByRole('link', { name });
  }
  get continueInput(): Locator {
    return this.page.getByLabel('Follow-up user message');
  }

  followUp(text: string): Locator {
    return this.page.getByRole('group', { name: 'Suggested follow-ups' }).getByRole('button', { name: text });
  }

  /** The card roles in timeline order, read from their accessible names ("messages[2], assistant · tool_calls"). */
  async cardRoles(): Promise<string[]> {
    const names = await this.messageCards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    return names.map((name) => name.replace(/^messages\[\d+\], /, ''));
  }

  /** Each card's text without its token count, which a worker fills in at its own pace ("counting…" until then). */
  async cardTextsWithoutTokenCounts(): Promise<string[]> {
    // An answer shows its plain text until the markdown renderer has loaded (a new tab loads it with the cards).
    await expect(this.messageCards.locator('.markdown-loading')).toHaveCount(0);
    return this.messageCards.evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.tok-count').forEach((count) => count.remove());
        return copy.textContent ?? '';
      }),
    );
  }

  /** The weather walkthrough takes a few seconds at the default pace, and three to four times that on a loaded machine. */
  async runToEnd(): Promise<void> {
    await this.runButton.click();
    await expect(this.status).toHaveText('Done', { timeout: 30_000 });
  }

  // Inspector
  get exchangeList(): Locator {
    return this.page.getByRole('listbox', { name: 'HTTP exchanges' });
  }
  get exchanges(): Locator {
    return this.exchangeList.getByRole('option');
  }
  /** Each row's number as the list writes it ("1", "1.3", "1.5–1.7"), without the hidden "Request" word. */
  async exchangeNumbers(): Promise<string[]> {
    const labels = await this.exchanges.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('.insp-step')?.textContent ?? ''),
    );
    return labels.map((label) => label.replace(/^Request\s*/, ''));
  }
  /** The shown exchange's details, named by its number ("Request 1.1"), and that number in its header. */
  detailNumber(text: string): Locator {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page
      .getByRole('region', { name: new RegExp(`^Exchange details, ${escaped}:`) })
      .getByText(text, { exact: true });
  }
  tab(name: 'Request' | 'Response' | 'Changes' | 'Headers' | RegExp): Locator {
    return this.region('Inspector').getByRole('tab', { name });
  }
  get diff(): Locator {
    return this.page.getByRole('region', { name: 'Changes since the previous request' });
  }
  get addedDiffBlocks(): Locator {
    return this.diff.locator('ins[data-diff="added"]');
  }
  get rawBody(): Locator {
    return this.region('Inspector').getByTestId('raw-body');
  }
  async showRaw(): Promise<void> {
    await this.region('Inspector').getByRole('button', { name: 'Raw', exact: true }).click();
  }
  get streamEvents(): Locator {
    return this.page.getByRole('list', { name: 'Events in arrival order' }).getByRole('listitem');
  }
  get scrubber(): Locator {
    return this.page.getByRole('slider', { name: 'Replay position' });
  }
  assembledArguments(index: number): Locator {
    return this.page.getByTestId(`assembled-arguments-${index}`);
  }

  // Prompt and user-defined tools
  get userMessage(): Locator {
    return this.region('Configuration').getByLabel('User message');
  }
  /** The mock model's note on an assistant card: why it made these calls or wrote this answer. */
  modelExplanation(index: number): Locator {
    return this.card(index).getByTestId('model-explanation');
  }

  // Editing a tool result and replaying
  get editDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Edit tool result/ });
  }
  /** Scrolls the (virtualised) timeline to its end, so the last cards are rendered. */
  async scrollTimelineToEnd(): Promise<void> {
    await this.timeline.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  }
  editToolResultButton(index: number): Locator {
    return this.card(index).getByRole('button', { name: /^Edit tool result/ });
  }
  /** Opens the tool result in Monaco, double-clicks a value to select it and types over it, as a user would. */
  async editToolResultValue(index: number, from: string, to: string): Promise<void> {
    await this.editToolResultButton(index).click();
    const token = this.editDialog.locator('.monaco-editor .view-lines span span', { hasText: new RegExp(`^${from}$`) });
    // A click puts the caret inside the value and Ctrl+D selects the word at the caret. A double-click raced Monaco: its
    // first click focuses the editor, which re-renders, and the second then only placed the caret ("17" became "1307").
    await token.first().click();
    await this.page.keyboard.press('ControlOrMeta+D');
    await this.page.keyboard.type(to);
  }
  async replayEdited(): Promise<void> {
    await this.editDialog.getByRole('button', { name: 'Replay from here' }).click();
  }
  /** The inspector's note on an exchange rebuilt from a trace span: what the trace did not carry. */
  get traceNote(): Locator {
    return this.page.getByRole('note').filter({ hasText: /^Rebuilt from a trace/ });
  }
  get branchButton(): Locator {
    return this.region('Messages')
      .getByRole('button', { name: /Original|Fork/ })
      .first();
  }
  async switchBranch(label: RegExp): Promise<void> {
    await this.branchButton.click();
    await this.page.getByRole('list', { name: 'Branches' }).getByRole('button', { name: label }).click();
  }
  /** The run-off line's offer to switch the API style to Assistants. */
  get switchToAssistantsButton(): Locator {
    return this.runOffReason.getByRole('button', { name: 'Switch to Assistants' });
  }
}
