// Page module for the tool dialog: adding a tool, editing its schema (JSON Schema or zod), strict-mode findings, trying it out.
import { expect, type Locator, type Page } from '@playwright/test';

export class ToolDialog {
  constructor(readonly page: Page) {}

  private get configuration(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' });
  }
  /** Adds the template tool (`my_tool`, one `query` parameter, a sandboxed body that echoes it) as it is. */
  async addTemplate(): Promise<void> {
    await this.configuration.getByRole('button', { name: '+ Add tool' }).click();
    await this.dialog.getByRole('button', { name: 'Save tool' }).click();
    await expect(this.dialog).toBeHidden();
  }
  editButton(name: string): Locator {
    return this.configuration.getByRole('button', { name: `Edit tool ${name}` });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Tool: / });
  }
  get strictFindings(): Locator {
    return this.dialog.getByRole('list', { name: 'Strict-mode findings' }).getByRole('listitem');
  }
  async tryIt(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Run tool' }).click();
  }
  get tryItOutput(): Locator {
    return this.dialog.locator('.try-it-output');
  }
  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  get editors(): Locator {
    return this.dialog.locator('.monaco-editor');
  }
  async useZodSchema(): Promise<void> {
    await this.dialog.getByRole('radio', { name: 'zod' }).check();
  }
  /** Opens the "JSON Schema sent on the wire" disclosure under a zod schema and returns its text block. */
  async openZodWireSchema(): Promise<Locator> {
    await this.dialog.getByText('JSON Schema sent on the wire').click();
    return this.dialog.getByLabel('Parameters JSON Schema sent on the wire');
  }
  /** Folds the "JSON Schema sent on the wire" disclosure again (the zod editor is back where it was). */
  async closeZodWireSchema(): Promise<void> {
    await this.dialog.getByText('JSON Schema sent on the wire').click();
    await expect(this.dialog.getByLabel('Parameters JSON Schema sent on the wire')).toBeHidden();
  }
  zodSchemaEditor(tool: string): Locator {
    return this.dialog.locator('.monaco-editor', {
      has: this.page.getByRole('textbox', { name: `Parameters of ${tool} (zod)` }),
    });
  }
  /** Replaces the zod source as a paste would (insertText: no auto-closed brackets). */
  async replaceZodSource(tool: string, source: string): Promise<void> {
    await this.zodSchemaEditor(tool).click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(source);
  }
  /** Monaco's red underlines in the zod editor: the TypeScript service's errors. */
  zodTypeErrors(tool: string): Locator {
    return this.zodSchemaEditor(tool).locator('.squiggly-error');
  }
  /** Moves the mouse onto the first underline (as a user would, to read it) and returns the hover card. */
  async hoverFirstZodTypeError(tool: string): Promise<Locator> {
    // The underline is an overlay that takes no pointer events: point at where it is drawn, over the text.
    const box = await this.zodTypeErrors(tool).first().boundingBox();
    if (!box) throw new Error('The type error underline is not on screen.');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return this.page.locator('.monaco-hover').filter({ hasText: /\S/ }).first();
  }
  get strictValidNote(): Locator {
    return this.dialog.getByText(/Valid for strict mode/);
  }
}
