// Page module for Monaco editors anywhere on the page: replace or prepend text as a paste would, read it as the user sees it.
import { expect, type Locator, type Page } from '@playwright/test';

export class MonacoEditors {
  constructor(readonly page: Page) {}

  /** Monaco: wait for the real editor, select everything, insert text (no auto-closing brackets on insertText). */
  async replaceAll(scope: Locator, text: string): Promise<void> {
    const lines = scope.locator('.monaco-editor .view-lines');
    await expect(lines).toBeVisible();
    await lines.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }
  async typeAtStart(scope: Locator, text: string): Promise<void> {
    const lines = scope.locator('.monaco-editor .view-lines');
    await expect(lines).toBeVisible();
    await lines.click();
    await this.page.keyboard.press('ControlOrMeta+Home');
    await this.page.keyboard.insertText(text);
  }
  async text(scope: Locator): Promise<string> {
    // Monaco renders non-breaking spaces; read the model's lines as the user sees them.
    return (await scope.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
  }
}
