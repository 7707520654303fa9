// Page module for the held request: the dialog a paused step shows, to send the request as is, edited, or without a message.
import type { Locator, Page } from '@playwright/test';

export class HeldRequest {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Request \d+ is paused/ });
  }
  async send(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^Send request/ }).click();
  }
  async removeMessage(index: number): Promise<void> {
    await this.dialog.getByRole('button', { name: new RegExp(`^Remove messages\\[${index}\\]`) }).click();
  }
  get editor(): Locator {
    return this.dialog.locator('.monaco-editor');
  }
  get editedNote(): Locator {
    return this.dialog.getByText('Edited — the body will be sent exactly as written');
  }
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }
  async revert(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Revert' }).click();
  }
}
