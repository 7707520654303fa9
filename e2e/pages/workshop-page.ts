// Page module for workshop mode: the lesson picker, the narration panel, predictions, labs and the presenter view.
import { expect, type Locator, type Page } from '@playwright/test';
import { WORKSHOP_TEXT, type WorkshopText } from './workshop-text';

export class WorkshopPage {
  constructor(
    readonly page: Page,
    readonly text: WorkshopText = WORKSHOP_TEXT.en,
  ) {}

  async openPicker(): Promise<void> {
    await this.page.goto('/lessons');
    await expect(this.lessonList).toBeVisible();
  }
  get lessonsLink(): Locator {
    return this.page.getByRole('link', { name: this.text.lessons, exact: true });
  }
  get lessonList(): Locator {
    return this.page.getByRole('list', { name: this.text.lessons });
  }
  lessonTitles(): Promise<string[]> {
    return this.page.locator('.lesson-item-title').allTextContents();
  }
  startButton(title: string | RegExp): Locator {
    return this.page.getByRole('button', { name: typeof title === 'string' ? `${this.text.start}: ${title}` : title });
  }
  exportButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Export the lesson “${title}” as a file` });
  }
  async importFile(name: string, text: string): Promise<void> {
    await this.page
      .getByTestId('lesson-file-input')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }
  get importMessage(): Locator {
    return this.page.locator('.lesson-message');
  }
  /** The picker's refusal of an imported file (an alert, unlike the import's success line). */
  get importRefusal(): Locator {
    return this.page.locator('.lesson-picker').getByRole('alert');
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
  /** The bar at the foot of the lesson panel: Send and compare (on a prediction step), Back and Next. */
  get footBar(): Locator {
    return this.player.getByRole('navigation');
  }
  get backButton(): Locator {
    return this.page.getByRole('button', { name: /^← (Back|이전|Wstecz)$/ });
  }
  get languagePicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Lesson language' });
  }
  /**
   * Steps are numbered "Lesson step n of N": waits until step n shows and nothing is running. A step may run a whole loop
   * (an Assistants run polls until it settles), so the wait is longer than an assertion's default on a loaded machine.
   */
  async atStep(n: number): Promise<void> {
    await expect(this.progress).toHaveText(this.text.step(n), { timeout: 30_000 });
  }
  /**
   * Whether the page fits the window; the elements of the lesson panel (or `scope`) whose content is wider than their box
   * (cut text), visually hidden and transparent ones (1 px boxes, a select laid over its icon) and a chosen cut aside (an ellipsis over text its `title` holds whole, as
   * the presenter's one-line title at 853×480 in Polish); and the header's items that run over one another (long words
   * in Polish once pushed the session controls over the product name without cutting either).
   */
  layoutProblems(scope = '.lesson-player'): Promise<{ page: boolean; cut: string[]; overlaps: string[] }> {
    return this.page.evaluate((scope) => {
      // A transparent control is drawn by what lies under it (the language picker's select over its globe): its own
      // text, cut or not, is never seen.
      const shown = (el: HTMLElement) =>
        el.checkVisibility({ opacityProperty: true }) && !el.closest('.ui-visually-hidden') && el.clientWidth > 1;
      const items = [
        ...document.querySelectorAll<HTMLElement>(
          '.app-header > :not(.app-header-actions), .brand > *, .app-header-actions > *',
        ),
      ].filter((el) => shown(el) && !el.classList.contains('brand'));
      const overlaps: string[] = [];
      items.forEach((a, i) => {
        const ra = a.getBoundingClientRect();
        for (const b of items.slice(i + 1)) {
          const rb = b.getBoundingClientRect();
          if (
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 1 &&
            Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 1
          ) {
            overlaps.push(
              `${a.textContent?.trim().slice(0, 20) || a.tagName} / ${b.textContent?.trim().slice(0, 20) || b.tagName}`,
            );
          }
        }
      });
      return {
        page: document.documentElement.scrollWidth <= window.innerWidth,
        cut: [...document.querySelectorAll<HTMLElement>(`${scope} *`)]
          .filter(
            (el) =>
              shown(el) &&
              el.scrollWidth > el.clientWidth + 1 &&
              !['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
          )
          .filter((el) => !(getComputedStyle(el).textOverflow === 'ellipsis' && el.title === el.textContent))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
        overlaps,
      };
    }, scope);
  }
  /** How long a verdict may take after "Send and compare": the request goes out for real first (slow on a loaded machine). */
  readonly sendWait = { timeout: 30_000 };
  async next(): Promise<void> {
    await this.nextButton.click();
  }
  /** From step 1 of the 001 lesson: on to step 2 and predict the first request's roles, right ("system, user"). */
  async predictFirstRolesRight(): Promise<void> {
    await this.next();
    await this.atStep(2);
    await this.choice('system, user').check();
    await this.checkPrediction.click();
    await expect(this.verdict).toHaveText(this.text.right, this.sendWait);
  }
  choice(label: string): Locator {
    return this.player.getByRole('radio', { name: label, exact: true });
  }
  get typedPrediction(): Locator {
    return this.player.getByRole('textbox', { name: 'Or type JSON' });
  }
  get checkPrediction(): Locator {
    return this.player.getByRole('button', { name: this.text.check });
  }
  get verdict(): Locator {
    return this.player.locator('.lesson-verdict');
  }
  diffLines(kind: 'added' | 'removed'): Locator {
    return this.player.locator(`[data-diff="${kind}"]`);
  }
  /** After a wrong prediction: the right value as the payload holds it, and the way to guess again. */
  get realPayload(): Locator {
    return this.player.getByRole('figure').locator('pre');
  }
  get tryAgain(): Locator {
    return this.player.getByRole('button', { name: this.text.tryAgain });
  }
  get labError(): Locator {
    return this.page.getByTestId('lab-error');
  }

  // What the lesson points at in the playground
  get inspectorHighlight(): Locator {
    return this.page.getByRole('region', { name: this.text.inspector }).locator('[data-highlighted]');
  }
  /** The timeline card `messages[index]`. */
  messageCard(index: number): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^messages\\[${index}\\], `) });
  }
  get timelineHighlight(): Locator {
    return this.page.locator('[data-lesson-target]');
  }

  /** A link in the narration (a lesson pointing at another screen). */
  narrationLink(name: string): Locator {
    return this.narration.getByRole('link', { name });
  }

  // Free play: predict the next payload outside any lesson
  get predictNextButton(): Locator {
    return this.page.getByRole('button', { name: 'Predict the next payload' });
  }
  get predictDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Predict the next payload' });
  }
  get predictField(): Locator {
    return this.predictDialog.getByRole('combobox', { name: 'Field' });
  }
  get predictTyped(): Locator {
    return this.predictDialog.getByRole('textbox', { name: 'Or type JSON' });
  }
  get predictSend(): Locator {
    return this.predictDialog.getByRole('button', { name: this.text.check });
  }
  get predictVerdict(): Locator {
    return this.predictDialog.getByRole('status');
  }
  /** The diff of the guess against the real payload (its lines marked added or removed). */
  get predictDiff(): Locator {
    return this.predictDialog.getByRole('region', { name: 'Differences between your prediction and the real payload' });
  }
  predictDiffLines(kind: 'added' | 'removed'): Locator {
    return this.predictDialog.locator(`[data-diff="${kind}"]`);
  }
  /** Picks a field and types a guess, then sends the next request for real and compares. */
  async predictNext(field: string, guess: unknown): Promise<void> {
    await this.predictField.selectOption({ label: field });
    await this.predictTyped.fill(JSON.stringify(guess));
    await this.predictSend.click();
  }

  // Presenter view
  get presenterButton(): Locator {
    return this.page.getByRole('button', { name: this.text.presenter });
  }
  get roomAddress(): Locator {
    return this.page.getByTestId('room-address');
  }
  get roomQr(): Locator {
    return this.page.getByRole('img', { name: this.text.qr });
  }
  /** Any QR code at all (there must be none while the server listens on loopback). */
  get anyQr(): Locator {
    return this.page.locator('.room-qr');
  }
  /** What the presenter view says instead of an address when the room cannot open the server. */
  get roomClosed(): Locator {
    return this.page.getByTestId('room-closed');
  }
  /** Answers /api/lan as a server started with HOST=0.0.0.0 on a machine with this network address would. */
  async serveOnLan(origin: string): Promise<void> {
    await this.page.route('**/api/lan', (route) => route.fulfill({ json: { origins: [origin], everywhere: true } }));
  }
  /** The clicker keys' hint in the presenter's bar. */
  get presenterKeys(): Locator {
    return this.page.getByText('PageDown next · PageUp back · B blank');
  }
  get blankScreen(): Locator {
    return this.page.locator('.presenter-blank');
  }
  presenterFocus(name: 'Messages' | 'Inspector'): Locator {
    return this.page.locator('.presenter-focus').and(this.page.getByRole('region', { name }));
  }
}
