// Page module for work the app must not lose: the unsaved-changes question of editor dialogs, the notice after
// changing the configuration of a finished run, the kept-run notice, keyboard moves between them and whether the focus shows.
import { expect, type Locator, type Page } from '@playwright/test';

export class LostWorkPage {
  constructor(readonly page: Page) {}

  /** The question a dialog with unsaved changes asks before it closes. */
  get discardQuestion(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Discard your changes?' });
  }
  get keepEditing(): Locator {
    return this.discardQuestion.getByRole('button', { name: 'Keep editing' });
  }
  get discardChanges(): Locator {
    return this.discardQuestion.getByRole('button', { name: 'Discard changes' });
  }
  toolEditorDialog(tool: string): Locator {
    return this.page.getByRole('dialog', { name: `Tool: ${tool}` });
  }
  /** Monaco's editing area (its textarea) for a tool's implementation. */
  implementationEditor(tool: string): Locator {
    return this.toolEditorDialog(tool).getByRole('textbox', { name: `Implementation of ${tool}` });
  }
  /** The implementation's editor as a whole (to read its text). */
  implementationFrame(tool: string): Locator {
    return this.toolEditorDialog(tool).locator('.ui-code-editor', {
      has: this.page.getByRole('textbox', { name: `Implementation of ${tool}` }),
    });
  }
  /** Monaco's editing area of the tool-result editor (there once Monaco has loaded). */
  get toolResultEditor(): Locator {
    return this.page
      .getByRole('dialog', { name: /^Edit tool result/ })
      .locator('.monaco-editor')
      .getByRole('textbox', { name: /^Content of tool result/ });
  }

  /** "Replay from here" in the tool-result editor. */
  get replayEditedButton(): Locator {
    return this.page
      .getByRole('dialog', { name: /^Edit tool result/ })
      .getByRole('button', { name: 'Replay from here' });
  }
  /** Whether the focused element shows a focus ring a sighted keyboard user can see (outline or ring shadow), and is not the page. */
  async focusIsVisible(): Promise<boolean> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body || !el.matches(':focus-visible')) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  }

  /** The notice above the configuration once it differs from a run that has sent something. */
  get heldNotice(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' }).locator('.config-held');
  }
  get startNewSessionButton(): Locator {
    return this.heldNotice.getByRole('button', { name: 'Start a new session' });
  }
  /** The status line Reset leaves ("Your run is kept as the session …"): read, then dismissed as a user would. */
  async dismissKeptRunNotice(): Promise<void> {
    const notices = this.page.getByTestId('session-notices');
    await expect(notices).toContainText('Your run is kept as the session');
    await notices.getByRole('button', { name: 'Dismiss message' }).click();
  }

  /** Shift+Tab until `target` has the focus (a keyboard user going back up the page). */
  async tabBackTo(target: Locator, max = 60): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await this.isFocused(target)) return;
      await this.page.keyboard.press('Shift+Tab');
    }
    throw new Error(`Shift+Tab did not reach the target in ${max} presses`);
  }
  async isFocused(target: Locator): Promise<boolean> {
    return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  }
}
