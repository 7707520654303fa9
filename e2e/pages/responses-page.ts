// Page module for Responses mode: the style picker, the state mode, item cards, request bodies and the two Responses views.
import { expect, type Locator, type Page } from '@playwright/test';
import { LostWorkPage } from './lost-work-page';
import { PlaygroundPage } from './playground-page';

export type StateMode = 'manual' | 'previous_response_id' | 'conversation';

export class ResponsesPage extends PlaygroundPage {
  constructor(page: Page) {
    super(page);
  }

  get stateMode(): Locator {
    return this.region('Configuration').getByLabel('Conversation state');
  }

  /**
   * A journey's next scenario after a run on the same page: the pick waits for a new session (the run's configuration is
   * held), which this starts, as a fresh page would.
   */
  async pickInNewSession(label: string): Promise<void> {
    await this.scenarioSelect.selectOption({ label });
    await new LostWorkPage(this.page).startNewSessionButton.click();
  }

  /**
   * The same in Responses style with the manual state a fresh page starts in: the conversation state is the page's
   * option, not the scenario's, so a step before may have left it chained.
   */
  async startResponsesScenario(label: string): Promise<void> {
    await this.responsesStyle.check();
    await this.stateMode.selectOption('manual');
    await this.pickInNewSession(label);
  }
  /** The API style picker's labels, with any "soon" marker they carry. */
  get styleOptions(): Locator {
    return this.region('Configuration').getByRole('group', { name: 'API style' });
  }
  /** One style's label in the picker, with any "soon" marker it carries. */
  styleLabel(name: string): Locator {
    return this.styleOptions.locator('label', { hasText: name });
  }

  /** Responses' transport: HTTP (a request per step) or WebSocket mode (one socket, a frame per step). */
  transport(name: 'HTTP' | 'WebSocket'): Locator {
    return this.region('Configuration').getByRole('group', { name: 'Transport' }).getByRole('radio', { name });
  }
  /** The inspector's list of socket frames (both ways) of the selected WebSocket exchange. */
  get socketFrames(): Locator {
    return this.region('Inspector')
      .getByRole('list', { name: 'Frames on the socket, both ways, in order' })
      .getByRole('listitem');
  }

  async useResponses(mode: StateMode): Promise<void> {
    await this.responsesStyle.check();
    await this.stateMode.selectOption(mode);
  }

  /** The item card `input[index]`. */
  itemCard(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^input\\[${index}\\],`) });
  }
  /** A captured reasoning item's note that the server which captured it holds it (replays to the mock leave it out). */
  heldElsewhereNote(index: number): Locator {
    return this.itemCard(index).getByTestId('held-elsewhere');
  }
  /** The input string a custom_tool_call card shows (as its JSON string literal). */
  customInput(index: number): Locator {
    return this.itemCard(index).getByTestId('custom-input');
  }
  /** The lines of a tool_search_output card: one per loaded tool or namespace ("shipping (namespace): 2 tools, …"). */
  loadedTools(index: number): Locator {
    return this.itemCard(index).getByRole('listitem');
  }
  /** The JavaScript a program card shows. */
  /** A shell_call card's commands (`$ ls` lines). */
  shellCommands(index: number): Locator {
    return this.itemCard(index).getByLabel('Commands');
  }
  /** An apply_patch_call card's V4A diff. */
  patchDiff(index: number): Locator {
    return this.itemCard(index).getByLabel('The diff');
  }
  programCode(index: number): Locator {
    return this.itemCard(index).getByLabel("The program's JavaScript");
  }
  /** The line naming the program above a card that a program's call (or its output) nests under. */
  programNote(index: number): Locator {
    const card = this.page.getByRole('article', { name: new RegExp(`^input\\[${index}\\],`) });
    return this.timeline.locator('.program-nested').filter({ has: card }).locator('.program-nested-note');
  }
  /** In the server-side context dialog: the folded list of what a compaction sealed, and its rows. */
  get sealedItems(): Locator {
    return this.contextDialog.getByTestId('sealed-items');
  }
  /** The first row of the server-side context (a compaction leads it once one happened). */
  get firstContextRow(): Locator {
    return this.contextDialog.getByTestId('effective-context').locator('.wire-row').first();
  }
  /** Opens the folded list of what a compaction sealed. */
  async unfoldSealed(): Promise<void> {
    await this.sealedItems.locator('summary').click();
  }
  get sealedRows(): Locator {
    return this.sealedItems.getByRole('listitem');
  }
  /** Scrolls the virtual timeline from the top until the card `input[index]` is rendered (a short timeline renders few rows). */
  async showItem(index: number): Promise<void> {
    const card = this.itemCard(index);
    for (let round = 0; round < 30 && (await card.count()) === 0; round += 1) {
      await this.timeline.evaluate((el, r) => {
        const box = el.querySelector('[data-testid="timeline-scroll"]') ?? el;
        box.scrollTop = r === 0 ? 0 : box.scrollTop + box.clientHeight * 0.6;
      }, round);
      await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    await card.scrollIntoViewIfNeeded();
  }
  /**
   * Edits one value of the function_call_output at `index` in the edit dialog (replay with `replayEdited`): reads the
   * text, then selects all and types the text with the value changed, so it does not depend on how Monaco colours it.
   */
  async editItemOutputValue(index: number, from: string, to: string): Promise<void> {
    await this.itemCard(index)
      .getByRole('button', { name: /^Edit tool result/ })
      .click();
    await expect(this.editDialog.locator('.monaco-editor .view-lines')).toContainText(from);
    const text = await this.monaco.text(this.editDialog);
    const edited = text.replace(new RegExp(`(?<![\\w.])${from}(?![\\w.])`), to);
    expect(edited, `the output contains ${from} as a value`).not.toBe(text);
    await this.editDialog.locator('.monaco-editor .view-lines').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    // Clear first: with a selection, Monaco wraps it when the inserted text starts with a bracket or quote (auto-surround).
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.insertText(edited);
    await expect(this.editDialog).toContainText('Valid JSON');
  }

  get itemCards(): Locator {
    return this.timeline.getByRole('article', { name: /^input\[\d+\]/ });
  }

  /**
   * Item labels in timeline order ("function_call", "message · user"), read from the cards' accessible names while
   * scrolling the virtual list top to bottom.
   */
  async itemKinds(): Promise<string[]> {
    const seen = new Map<number, string>();
    const scroller = this.timeline;
    for (let round = 0; round < 20; round++) {
      const names = await this.itemCards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
      for (const name of names) {
        const match = /^input\[(\d+)\], (.*)$/.exec(name);
        if (match) seen.set(Number(match[1]), match[2]!);
      }
      const done = await scroller.evaluate((el, r) => {
        const box = el.querySelector('[data-testid="timeline-scroll"]') ?? el;
        if (r === 0) box.scrollTop = 0;
        else box.scrollTop += box.clientHeight * 0.8;
        return box.scrollTop + box.clientHeight >= box.scrollHeight - 1 && r > 0;
      }, round);
      // Two frames: the virtual list renders the rows for the new scroll position.
      await this.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      if (done) {
        const last = await this.itemCards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
        for (const name of last) {
          const match = /^input\[(\d+)\], (.*)$/.exec(name);
          if (match) seen.set(Number(match[1]), match[2]!);
        }
        break;
      }
    }
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, label]) => label);
  }

  /** The exact request body of exchange `index` (0-based, in the inspector's list), parsed. */
  async requestBody(index: number): Promise<Record<string, unknown>> {
    await this.exchanges.nth(index).click();
    await this.tab('Request').click();
    await this.showRaw();
    return JSON.parse((await this.rawBody.textContent()) ?? '') as Record<string, unknown>;
  }

  get contextButton(): Locator {
    return this.region('Messages').getByRole('button', { name: 'Server-side context' });
  }
  get compareButton(): Locator {
    return this.region('Messages').getByRole('button', { name: 'Messages vs items' });
  }
  get contextDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'What the server sees for the next request' });
  }
  get compareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Messages vs items' });
  }
  /** The note above one column of "Messages vs items" (0: Chat messages, 1: Responses items, 2: Assistants). */
  compareColumnNote(column: number): Locator {
    return this.compareDialog.getByTestId('wire-column').nth(column).getByRole('note');
  }

  /** Rows of the server-side context as "kind: reading" (sources left out, they differ by mode). */
  async serverContext(): Promise<string[]> {
    await this.contextButton.click();
    const rows = this.contextDialog.getByTestId('effective-context').getByRole('listitem');
    const kinds = await rows.evaluateAll((els) =>
      els.map(
        (el) => `${el.querySelector('.wire-kind')?.textContent}: ${el.querySelector('.wire-reading')?.textContent}`,
      ),
    );
    await this.page.keyboard.press('Escape');
    return kinds;
  }

  async contextSources(): Promise<string[]> {
    await this.contextButton.click();
    const sources = await this.contextDialog.locator('.wire-source').allTextContents();
    await this.page.keyboard.press('Escape');
    return sources;
  }

  /** The call ids shown in each column of "Messages vs items", column by column. */
  async comparedCallIds(): Promise<string[][]> {
    await this.compareButton.click();
    const columns = this.compareDialog.getByTestId('wire-column');
    // Chat messages, Responses items and the Assistants thread with its run steps.
    await expect(columns).toHaveCount(3);
    const ids = await columns.evaluateAll((els) =>
      els.map((el) => [...el.querySelectorAll('[data-call-id]')].map((c) => c.getAttribute('data-call-id') ?? '')),
    );
    return ids;
  }

  /** Hovering a call id in one column lights up its partners: how many ids are linked now. */
  async hoverCallIdAndCountLinked(id: string): Promise<number> {
    await this.compareDialog.locator(`[data-call-id="${id}"]`).first().hover();
    return this.compareDialog.locator(`[data-call-id="${id}"][data-linked]`).count();
  }

  async closeCompare(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.compareDialog).toBeHidden();
  }

  /** The labels of the scenario picker's "Classic mistakes" group. */
  async mistakeLabels(): Promise<string[]> {
    return this.scenarioSelect.locator('optgroup[label^="Classic mistakes"] option').allTextContents();
  }

  async pickMistake(label: string): Promise<void> {
    await this.scenarioSelect.selectOption({ label });
  }

  /** The fix note under a classic mistake's error. */
  get mistakeFix(): Locator {
    return this.timeline.getByTestId('mistake-fix');
  }

  /** The "As sent in tools" disclosure of the Tools section, and the JSON it shows. */
  get toolsAsSent(): Locator {
    return this.region('Configuration').getByTestId('tools-as-sent');
  }
  async toolsAsSentJson(): Promise<Record<string, unknown>[]> {
    await this.toolsAsSent.locator('summary').click();
    return JSON.parse((await this.toolsAsSent.getByLabel('Tools as sent').textContent()) ?? '[]') as Record<
      string,
      unknown
    >[];
  }

  /** The response body of exchange `index`, parsed (Raw view). */
  async responseBody(index: number): Promise<Record<string, unknown>> {
    await this.exchanges.nth(index).click();
    await this.tab('Response').click();
    await this.showRaw();
    return JSON.parse((await this.rawBody.textContent()) ?? '') as Record<string, unknown>;
  }

  /** The stream replay's output item `index` (Responses streams assemble into items), and the text its deltas built. */
  assembledItem(index: number): Locator {
    return this.region('Inspector').getByTestId(`assembled-item-${index}`);
  }
  assembledItemText(index: number): Locator {
    return this.region('Inspector').getByTestId(`assembled-item-text-${index}`);
  }
  get assembledStatus(): Locator {
    return this.region('Inspector').getByTestId('assembled-status');
  }
  /** Moves the stream scrubber to just after the first event whose row mentions `text`. */
  async scrubTo(text: string): Promise<void> {
    await this.streamEvents.filter({ hasText: text }).first().getByRole('button').click();
  }

  /** The Changes tab's items reading of exchange `index`: the item names of one group (added, stored, dropped). */
  async changedItems(index: number, group: 'added' | 'stored' | 'dropped'): Promise<string[]> {
    await this.exchanges.nth(index).click();
    await this.tab('Changes').click();
    await expect(this.region('Inspector').getByTestId('items-diff')).toBeVisible();
    return this.region('Inspector').getByTestId(`items-${group}`).locator('.insp-items-diff-item').allTextContents();
  }

  /** Sends held requests until the one for POST /responses has gone (a fork in conversation mode first makes a Conversation). */
  async sendHeldResponsesRequest(): Promise<void> {
    await expect(this.held.dialog).toBeVisible();
    if ((await this.held.dialog.textContent())?.includes('/v1/conversations')) {
      await this.held.send();
      await expect(this.held.dialog).toContainText('/v1/responses');
    }
    await this.held.send();
  }
  /** The configuration's hosted MCP select: off, the built-in server without approval, or approving each call. */
  get hostedMcp(): Locator {
    return this.region('Configuration').getByLabel('Hosted MCP server');
  }
  /** The card the loop stops at when a hosted MCP call asks for approval. */
  approvalCard(tool: string): Locator {
    return this.timeline.getByRole('region', { name: new RegExp(`^Approve ${tool} on the MCP server`) });
  }
  approveButton(tool: string): Locator {
    return this.approvalCard(tool).getByRole('button', { name: 'Approve and run' });
  }
  /** The configuration's checkbox that offers a hosted tool (file_search, web_search, code_interpreter). */
  hostedTool(id: string): Locator {
    return this.region('Configuration').getByRole('checkbox', { name: new RegExp(`^${id} —`) });
  }
  /** The file picker for the files hosted file_search searches (shown once file_search is offered). */
  get hostedFiles(): Locator {
    return this.region('Configuration').getByLabel('Add text, markdown or JSON files');
  }
  /** The citations listed under an answer's card, one line each ("file_citation store-help.md (file-…)"). */
  citations(index: number): Locator {
    return this.itemCard(index).getByRole('list', { name: 'Citations' }).getByRole('listitem');
  }
}
