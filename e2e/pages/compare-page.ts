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
