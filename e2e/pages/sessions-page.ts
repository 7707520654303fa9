// Page module for saved sessions: the header menu, the sessions list, import/export/share dialogs and the notices.
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The seed walkthrough's message cards, by role, once its loop has run. */
export const SEED_ROLES = ['system', 'user', 'assistant · tool_calls', 'tool', 'tool', 'tool', 'assistant'];

export class SessionsPage {
  constructor(readonly page: Page) {}

  get name(): Locator {
    return this.page.getByTestId('session-name');
  }
  get saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }
  async waitSaved(): Promise<void> {
    await expect(this.saveStatus).toHaveText('Saved in this browser');
  }
  menuButton(name: 'Sessions' | 'Import' | 'Export' | 'Share'): Locator {
    return this.page.getByRole('banner').getByRole('button', { name, exact: true });
  }
  get notices(): Locator {
    return this.page.getByTestId('session-notices');
  }
  noticeButton(name: string | RegExp): Locator {
    return this.notices.getByRole('button', { name });
  }
  /** The notice that sessions are not being kept in browser storage (refused, missing or full). */
  get storageNotice(): Locator {
    return this.notices.getByTestId('storage-notice');
  }
  /**
   * Makes IndexedDB refuse to open in this page from its first script on, as some browsers' private windows do.
   * Call before the page is opened.
   */
  async refuseStorage(message: string): Promise<void> {
    await this.page.addInitScript((text) => {
      IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
        throw new DOMException(text, 'InvalidStateError');
      };
    }, message);
  }

  // The sessions list
  get listDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Sessions' });
  }
  get rows(): Locator {
    return this.listDialog.getByRole('list', { name: 'Saved sessions' }).getByRole('listitem');
  }
  row(name: string): Locator {
    return this.listDialog.getByRole('listitem', { name, exact: true });
  }
  async openList(): Promise<void> {
    await this.menuButton('Sessions').click();
    await expect(this.listDialog).toBeVisible();
  }
  async search(text: string): Promise<void> {
    await this.listDialog.getByLabel('Search by name').fill(text);
  }
  async rename(from: string, to: string): Promise<void> {
    await this.listDialog.getByRole('button', { name: `Rename ${from}` }).click();
    await this.listDialog.getByLabel(`New name for ${from}`).fill(to);
    await this.listDialog.getByRole('button', { name: 'Save name' }).click();
  }
  async duplicate(name: string): Promise<void> {
    await this.listDialog.getByRole('button', { name: `Duplicate ${name}` }).click();
  }
  async remove(name: string): Promise<void> {
    await this.listDialog.getByRole('button', { name: `Delete ${name}` }).click();
  }
  /** Opens a session from the list; the list closes once the session is shown. */
  async open(name: string): Promise<void> {
    await this.listDialog.getByRole('button', { name: `Open ${name}` }).click();
    await expect(this.listDialog).toBeHidden();
  }
  async newSession(): Promise<void> {
    await this.listDialog.getByRole('button', { name: 'New session' }).click();
    await expect(this.listDialog).toBeHidden();
  }
  /** Presses New session in the list without waiting for it to close (it may first ask about the open session). */
  async requestNewSession(): Promise<void> {
    await this.listDialog.getByRole('button', { name: 'New session' }).click();
  }

  // The question before an unsaved session is replaced (storage cannot keep it)
  get replaceDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'This session is not saved' });
  }
  async answerReplace(answer: 'Cancel' | 'Keep it in this tab and continue'): Promise<void> {
    await this.replaceDialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.replaceDialog).toBeHidden();
  }
  /** Downloads the open session from the question, which then lets the replacing action go on. */
  async downloadAndContinue(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.replaceDialog.getByRole('button', { name: 'Download it, then continue' }).click();
    const file = await download;
    await expect(this.replaceDialog).toBeHidden();
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  // Import
  get importDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Import' });
  }
  get importError(): Locator {
    return this.importDialog.getByRole('alert');
  }
  async importFile(path: string): Promise<void> {
    await this.menuButton('Import').click();
    await this.importDialog.getByLabel('Choose a file').setInputFiles(path);
  }
  /** Picks a file with this name and content (written to a temporary folder first, as large files must be). */
  async importBuffer(name: string, text: string | Buffer): Promise<void> {
    const path = join(mkdtempSync(join(tmpdir(), 'loopscope-e2e-')), name);
    writeFileSync(path, text);
    await this.importFile(path);
  }
  /** Opens a file through the import dialog and waits for the notice that names the format it was read as. */
  async importAs(name: string, text: string | Buffer, format: string): Promise<void> {
    await this.importBuffer(name, text);
    await expect(this.importDialog).toBeHidden();
    await expect(this.notices).toContainText(`recognised as ${format}`);
  }
  async paste(text: string): Promise<void> {
    await this.menuButton('Import').click();
    await this.importDialog.getByLabel('Or paste it here').fill(text);
    await this.importDialog.getByRole('button', { name: 'Import pasted text' }).click();
  }

  /** Drops a file on the page the way a file manager would (a DataTransfer carrying the file). */
  async dropFile(name: string, text: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ({ name, text }) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], name, { type: 'application/json' }));
        return dt;
      },
      { name, text },
    );
    await this.page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
    await this.page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
    await this.page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  }

  /** Sets the embedded mock's answer delay (the "Mock faults" section starts closed). */
  async setMockLatency(ms: number): Promise<void> {
    await this.page.getByRole('region', { name: 'Configuration' }).getByText('Mock faults', { exact: true }).click();
    await this.page.getByLabel('Latency (ms)').fill(String(ms));
  }

  /** Points the session at an OpenAI-compatible server with a key (the app's own /v1 mock stands in for a real provider). */
  async useCustomProvider(baseURL: string, apiKey: string): Promise<void> {
    const config = this.page.getByRole('region', { name: 'Configuration' });
    await config.getByLabel('Provider').selectOption('custom');
    await config.getByLabel('Base URL').fill(baseURL);
    await config.getByLabel(/^API key/).fill(apiKey);
  }

  get keyInput(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' }).getByLabel(/^API key/);
  }
  get rememberKey(): Locator {
    return this.page
      .getByRole('region', { name: 'Configuration' })
      .getByRole('checkbox', { name: 'Remember on this device' });
  }
  get keyHint(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' }).getByText(/^(Remembered for|Kept in memory only)/);
  }
  /** Everything this origin keeps in localStorage, as text. */
  async localStorageText(): Promise<string> {
    return this.page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  }

  // Export and share
  get exportDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Export' });
  }
  /** Downloads the session file and returns its text. */
  async exportFile(): Promise<{ name: string; text: string }> {
    await this.menuButton('Export').click();
    const download = this.page.waitForEvent('download');
    await this.exportDialog.getByRole('button', { name: 'Download .loopscope.json' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8');
    await this.closeDialog();
    return { name: file.suggestedFilename(), text };
  }
  /** Downloads the active branch as an OTLP/JSON traces file and returns its text. */
  async exportOtlp(): Promise<{ name: string; text: string }> {
    await this.menuButton('Export').click();
    const download = this.page.waitForEvent('download');
    await this.exportDialog.getByRole('button', { name: 'Download .otlp.json' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8');
    await this.closeDialog();
    return { name: file.suggestedFilename(), text };
  }
  /** Downloads the active branch as a cassette (`.cassette.json`) and returns its text. */
  async exportCassette(): Promise<{ name: string; text: string }> {
    await this.menuButton('Export').click();
    const download = this.page.waitForEvent('download');
    await this.exportDialog.getByRole('button', { name: 'Download .cassette.json' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8');
    await this.closeDialog();
    return { name: file.suggestedFilename(), text };
  }
  get codeText(): Locator {
    return this.exportDialog.getByTestId('code-export-text');
  }
  /** Opens Export on a code tab and returns the generated program as shown (the dialog stays open). */
  async showCode(tab: 'curl' | 'TypeScript' | 'Python'): Promise<string> {
    if (!(await this.exportDialog.isVisible())) await this.menuButton('Export').click();
    await this.exportDialog.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.codeText).toBeVisible();
    return (await this.codeText.textContent()) ?? '';
  }
  /** Downloads the code of the open tab and returns its file name and text. */
  async downloadCode(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.exportDialog.getByRole('button', { name: /^Download loop\./ }).click();
    const file = await download;
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  }
  /** The export dialog of one exchange, opened from the inspector. */
  exchangeExportDialog(number: number): Locator {
    return this.page.getByRole('dialog', { name: `Export request ${number}` });
  }
  /** Shows one tab of an open exchange export dialog and returns the file's text as shown. */
  async showExchangeExport(number: number, tab: 'Exchange file' | 'curl' | 'TypeScript' | 'Python'): Promise<string> {
    const dialog = this.exchangeExportDialog(number);
    await dialog.getByRole('tab', { name: tab, exact: true }).click();
    const text = dialog.getByTestId('code-export-text');
    await expect(text).toBeVisible();
    return (await text.textContent()) ?? '';
  }
  /** Downloads the file of the open tab of an exchange export dialog. */
  async downloadExchangeExport(number: number): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.exchangeExportDialog(number)
      .getByRole('button', { name: new RegExp(`^Download request-${number}\\.`) })
      .click();
    const file = await download;
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  }
  get shareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Share link' });
  }
  async shareLink(): Promise<string> {
    await this.menuButton('Share').click();
    const input = this.shareDialog.getByLabel(/^Link \(/);
    await expect(input).toHaveValue(/#session=/);
    const url = await input.inputValue();
    await this.closeDialog();
    return url;
  }

  /** Everything this origin keeps in IndexedDB, as text (to prove what is and is not stored). */
  async storedText(): Promise<string> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('loopscope');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const names = [...db.objectStoreNames];
      const values: unknown[] = [];
      for (const name of names) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        values.push(...all);
      }
      db.close();
      return JSON.stringify(values);
    });
  }
}

/** The exact request and response text of every exchange in the inspector, read from the Raw views. */
export async function exchangeBytes(page: Page): Promise<string[]> {
  const inspector = page.getByRole('region', { name: 'Inspector' });
  const exchanges = inspector.getByRole('listbox', { name: 'HTTP exchanges' }).getByRole('option');
  const out: string[] = [];
  for (let i = 0; i < (await exchanges.count()); i += 1) {
    await exchanges.nth(i).click();
    for (const tab of ['Request', 'Response'] as const) {
      await inspector.getByRole('tab', { name: tab }).click();
      await inspector.getByRole('button', { name: 'Raw', exact: true }).click();
      out.push((await inspector.getByTestId('raw-body').textContent()) ?? '');
    }
  }
  return out;
}
