// Page module for the Compare dialog: the two pickers, the final answers' diff and the step rows.
import { expect, type Locator, type Page } from '@playwright/test';

export class ComparePage {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Compare' });
  }
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }
  side(which: 'Left' | 'Right'): Locator {
    return this.dialog.getByLabel(which, { exact: true });
  }
  get answers(): Locator {
    return this.dialog.getByTestId('compare-answers');
  }
  answerPart(kind: 'added' | 'removed'): Locator {
    return this.answers.locator(`[data-diff="${kind}"]`);
  }
  get steps(): Locator {
    return this.dialog.getByRole('list', { name: 'Requests by step' }).getByRole('listitem');
  }
  /** The added (right side only) lines of one step's request diff. */
  stepAdded(index: number): Locator {
    return this.steps.nth(index).locator('[data-diff="added"]');
  }
}

/** The "one step, many models" dialog: its targets and the answers side by side. */
export class StepModelsPage {
  constructor(readonly page: Page) {}
  dialog(number: number): Locator {
    return this.page.getByRole('dialog', { name: `Request ${number} on other models` });
  }
  model(number: number, target: number): Locator {
    return this.dialog(number).getByRole('combobox', { name: `Model of target ${target}` });
  }
  settings(number: number, target: number): Locator {
    return this.dialog(number).getByRole('textbox', { name: new RegExp(`^Settings of target ${target}`) });
  }
  send(number: number): Locator {
    return this.dialog(number).getByRole('button', { name: /^Send to \d+ targets?$/ });
  }
  /** One card per target, named "<model> · <provider>[ · settings]". */
  answers(number: number): Locator {
    return this.dialog(number).getByRole('group', { name: 'Answers side by side' }).getByRole('article');
  }
}
