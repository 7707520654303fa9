// Page module for workshop mode: the lesson picker, the narration panel, predictions, labs and the presenter view.
import { expect, type Locator, type Page } from '@playwright/test';

export class WorkshopPage {
  constructor(readonly page: Page) {}

  async openPicker(): Promise<void> {
    await this.page.goto('/lessons');
    await expect(this.lessonList).toBeVisible();
  }
  get lessonsLink(): Locator {
    return this.page.getByRole('link', { name: 'Lessons', exact: true });
  }
  get lessonList(): Locator {
    return this.page.getByRole('list', { name: 'Lessons' });
  }
  lessonTitles(): Promise<string[]> {
    return this.page.locator('.lesson-item-title').allTextContents();
  }
  startButton(title: string | RegExp): Locator {
    return this.page.getByRole('button', { name: typeof title === 'string' ? `Start: ${title}` : title });
  }
  exportButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Export the lesson “${title}” as a file` });
  }
  async importFile(name: string, text: string): Promise<void> {
    await this.page.getByTestId('lesson-file-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }
  get importMessage(): Locator {
    return this.page.locator('.lesson-message');
  }

  // The player
  get player(): Locator {
    return this.page.locator('.lesson-player');
  }
  get title(): Locator {
    return this.player.getByRole('heading', { level: 2 });
  }
  get progress(): Locator {
    return this.page.locator('.lesson-progress');
  }
  get narration(): Locator {
    return this.page.getByTestId('lesson-narration');
  }
  get nextButton(): Locator {
    return this.page.getByRole('button', { name: /^(Next|다음|Dalej) →$/ });
  }
  get backButton(): Locator {
    return this.page.getByRole('button', { name: /^← (Back|이전|Wstecz)$/ });
  }
  get languagePicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Lesson language' });
  }
  /** Steps are numbered "Step n of N": waits until step n shows and nothing is running. */
  async atStep(n: number): Promise<void> {
    await expect(this.progress).toHaveText(new RegExp(`^Step ${n} of \\d+$`));
  }
  async next(): Promise<void> {
    await this.nextButton.click();
  }
  choice(label: string): Locator {
    return this.player.getByRole('radio', { name: label, exact: true });
  }
  get typedPrediction(): Locator {
    return this.player.getByRole('textbox', { name: 'Or type JSON' });
  }
  get checkPrediction(): Locator {
    return this.player.getByRole('button', { name: 'Send and compare' });
  }
  get verdict(): Locator {
    return this.player.locator('.lesson-verdict');
  }
  diffLines(kind: 'added' | 'removed'): Locator {
    return this.player.locator(`[data-diff="${kind}"]`);
  }
  get labError(): Locator {
    return this.page.getByTestId('lab-error');
  }

  // What the lesson points at in the playground
  get inspectorHighlight(): Locator {
    return this.page.getByRole('region', { name: 'Inspector' }).locator('[data-highlighted]');
  }
  /** The timeline card `messages[index]`. */
  messageCard(index: number): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^messages\\[${index}\\], `) });
  }
  get timelineHighlight(): Locator {
    return this.page.locator('[data-lesson-target]');
  }

  // Presenter view
  get presenterButton(): Locator {
    return this.page.getByRole('button', { name: 'Presenter view' });
  }
  get roomAddress(): Locator {
    return this.page.getByTestId('room-address');
  }
  get roomQr(): Locator {
    return this.page.getByRole('img', { name: /^QR code of / });
  }
  get blankScreen(): Locator {
    return this.page.locator('.presenter-blank');
  }
  presenterFocus(name: 'Messages' | 'Inspector'): Locator {
    return this.page.locator('.presenter-focus').and(this.page.getByRole('region', { name }));
  }
}

/** The /handoff page: the triage lane, the switch with token counts, the specialist lane. */
export class HandoffPage {
  constructor(readonly page: Page) {}
  async open(): Promise<void> {
    await this.page.goto('/handoff');
    await expect(this.runTriage).toBeVisible();
  }
  get runTriage(): Locator {
    return this.page.getByRole('button', { name: 'Run the triage agent' });
  }
  choice(label: 'Final content (message.content)' | 'Tool results (raw)' | 'The whole messages list'): Locator {
    return this.page.getByRole('radio', { name: label });
  }
  count(choice: 'final' | 'tools' | 'all'): Locator {
    return this.page.getByTestId(`handoff-count-${choice}`);
  }
  specialistRoles(): Promise<string[]> {
    return this.page.getByTestId('lane-specialist').locator('.handoff-role').allTextContents();
  }
  get triageLane(): Locator {
    return this.page.getByTestId('lane-triage');
  }
}
