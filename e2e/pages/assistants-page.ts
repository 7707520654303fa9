// Page module for Assistants mode: the style, the seed 004 scenarios, the timeline's entries, the run-status diagram and code steps.
import { expect, type Locator, type Page } from '@playwright/test';
import { PlaygroundPage } from './playground-page';

export class AssistantsPage extends PlaygroundPage {
  constructor(page: Page) {
    super(page);
  }

  get assistantsStyle(): Locator {
    return this.region('Configuration').getByRole('radio', { name: 'Assistants' });
  }
  async useAssistants(
    scenarioId: 'seed-004-weather-bot' | 'seed-004-math-tutor' | 'seed-004-support-files',
  ): Promise<void> {
    await this.assistantsStyle.check();
    await this.scenarioSelect.selectOption(scenarioId);
  }

  /** A run polls on the mock's real clock (queued, in progress, requires_action, again): a longer wait budget than a chat step's. */
  async runUntilDone(): Promise<void> {
    await this.runButton.click();
    await expect(this.status).toHaveText('Done', { timeout: 60_000 });
  }

  /** Assistants entries live in several objects (setup, thread, run), so cards are numbered on the timeline. */
  override card(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^timeline\\[${index}\\],`) });
  }
  cardsLabelled(label: string): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^timeline\\[\\d+\\], ${label}$`) });
  }
  get finalAnswer(): Locator {
    return this.cardsLabelled('thread.message · assistant').last();
  }
  get replayNote(): Locator {
    return this.timeline.getByText(/^Replayed on a new thread/);
  }

  get runDiagram(): Locator {
    return this.region('Messages').getByRole('region', { name: 'Run status' });
  }
  /** One status box of the diagram; `data-visited` and `data-current` say whether the run passed it and is in it. */
  diagramStatus(status: string): Locator {
    return this.runDiagram.locator(`[data-status="${status}"]`);
  }
  get runPath(): Locator {
    return this.runDiagram.getByTestId('run-path');
  }
  /** The retirement note's summary (its short form on a short screen), which opens the note. */
  get retiredNoteToggle(): Locator {
    return this.region('Messages').getByRole('note').locator('summary');
  }
  /** The opened retirement note's text. */
  get retiredNoteText(): Locator {
    return this.region('Messages').getByText(/^Loopscope simulates the Assistants API/);
  }
  /** The selected exchange's request body, as a tree. */
  get requestBodyTree(): Locator {
    return this.region('Inspector').getByRole('tree', { name: 'Request body' });
  }
  get openInResponses(): Locator {
    return this.region('Messages').getByRole('button', { name: 'Open in Responses' });
  }

  get codeStep(): Locator {
    return this.cardsLabelled('run step · code_interpreter');
  }
  get program(): Locator {
    return this.codeStep.locator('.code-step-program');
  }
  get programOutput(): Locator {
    return this.codeStep.locator('.code-step-output');
  }

  /**
   * The Python worker's script and Pyodide's runtime files the page (or its workers) asked for from now on, by file name
   * (`python.worker`, `pyodide.asm.wasm`, ...): the network log of Python loading.
   */
  watchPythonLoads(): string[] {
    const files: string[] = [];
    this.page.context().on('request', (request) => {
      const match = /\/assets\/(?:(python\.worker)-[^/]+|pyodide-[^/]+\/([^/?]+))$/.exec(request.url().split('?')[0]!);
      if (match) files.push(match[1] ?? match[2]!);
    });
    return files;
  }

  /** Asks a follow-up in the same thread (a new message and run) and waits for the run to finish. */
  async askFollowUp(text: string): Promise<void> {
    await this.continueInput.fill(text);
    await this.continueInput.press('Enter');
    await expect(this.status).toHaveText('Done', { timeout: 90_000 });
  }

  /** The exchange list's rows that fold an Assistants run's back-to-back polls (they open and close). */
  get pollGroups(): Locator {
    return this.exchangeList.getByRole('option', { name: /×\d+ polls/ });
  }
  /** The exchange list's rows for single polls of a run (`GET …/runs/{id}`, not its steps or messages). */
  get runPolls(): Locator {
    return this.exchanges.filter({ hasText: /GET\s*\/v1\/threads\/[^/]+\/runs\/run_[A-Za-z0-9]+(?![A-Za-z0-9/])/ });
  }
  /** The method and URL line of the request held at a breakpoint. */
  get heldRequestLine(): Locator {
    return this.held.dialog.getByText(/^(POST|GET) http/);
  }
  /** The tool_call_ids in the held body, read once the editor shows this request's body rather than the previous one's. */
  async heldToolCallIds(count: number): Promise<string[]> {
    let ids: string[] = [];
    await expect
      .poll(async () => {
        ids = (await this.monaco.text(this.held.dialog)).match(/call_[A-Za-z0-9]{12,}/g) ?? [];
        return ids.length;
      })
      .toBe(count);
    return ids;
  }
  /** Replaces the held body with one line of text, dropping whatever closing characters Monaco added after the cursor. */
  async replaceHeldBody(text: string): Promise<void> {
    await this.monaco.replaceAll(this.held.dialog, text);
    await this.page.keyboard.press('ControlOrMeta+Shift+End');
    await this.page.keyboard.press('Delete');
  }
  /** The exchange that created the run (`POST …/runs`, not a run's own sub-path). */
  get runCreation(): Locator {
    return this.exchanges.filter({ hasText: /POST\s*\/v1\/threads\/[^/]+\/runs(?!\/)/ });
  }

  /** The files the configuration uploads for file_search. */
  get searchFiles(): Locator {
    return this.region('Configuration').getByRole('list', { name: 'file_search files' }).getByRole('listitem');
  }
  get searchStep(): Locator {
    return this.cardsLabelled('run step · file_search');
  }
  /** The numbered citations under a thread message: each links to its file's upload and quotes the passage it backs. */
  citations(card: Locator): Locator {
    return card.getByRole('list', { name: 'Citations' }).getByRole('listitem');
  }
  citationFileLink(card: Locator, index: number): Locator {
    return this.citations(card)
      .nth(index)
      .getByRole('button', { name: /^file-/ });
  }
  citationQuote(card: Locator, index: number): Locator {
    return this.citations(card).nth(index).locator('blockquote');
  }
  get selectedExchange(): Locator {
    return this.exchangeList.getByRole('option', { selected: true });
  }

  /** How fast the mock's runs move (instant, visible, slow): the Assistants configuration. */
  get runPaceSelect(): Locator {
    return this.region('Configuration').getByLabel('Run pace');
  }
  /** The configuration's column of fields (inside the panel's scroll area). */
  get configPanel(): Locator {
    return this.region('Configuration').locator('.config-panel');
  }
  /** The hint over the file_search files, where the uploads go. */
  get searchFilesHint(): Locator {
    return this.region('Configuration').getByText(/^Uploaded with purpose/);
  }
  /** A response header of the selected exchange, on the inspector's Headers tab. */
  responseHeader(name: string): Locator {
    return this.region('Inspector')
      .getByRole('table', { name: 'Response headers' })
      .getByRole('row', { name: new RegExp(`^${name} `) })
      .getByRole('cell');
  }
  /** The exchange that created the assistant (`POST …/assistants`). */
  get assistantCreation(): Locator {
    return this.exchanges.filter({ hasText: /POST\s*\/v1\/assistants(?!\/)/ }).last();
  }

  /** The playground doctor's summary over the inspector ("Doctor: 1 finding in these requests"); it opens the findings. */
  get doctorSummary(): Locator {
    return this.region('Inspector').getByText(/^Doctor: \d+ findings? in these requests$/);
  }
  /** The finding with this title in the doctor's list over the inspector (not the ones shown under request fields). */
  doctorFinding(title: string): Locator {
    return this.region('Inspector')
      .locator('details.playground-doctor')
      .getByRole('list', { name: 'Doctor findings' })
      .getByRole('listitem')
      .filter({ hasText: title });
  }
  applyFixButton(finding: Locator): Locator {
    return finding.getByRole('button', { name: 'Apply fix and replay' });
  }
}
