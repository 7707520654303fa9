// Page module for loop tests in the page: "Save as test" (in /live and the playground), its draft, the expectations bar.
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';

export class LoopTestPage {
  constructor(readonly page: Page) {}

  get saveAsTestButton(): Locator {
    return this.page.getByRole('button', { name: 'Save as test', exact: true });
  }
  get loadExpectationsButton(): Locator {
    return this.page.getByRole('button', { name: 'Load expectations…' });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Save as test' });
  }
  get fileName(): Locator {
    return this.dialog.getByLabel('File name');
  }
  get draft(): Locator {
    return this.dialog.getByLabel(/^Test file \(/);
  }
  get draftCheck(): Locator {
    return this.dialog.getByRole('status');
  }
  get downloadButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Download test and cassette' });
  }
  get downloadAndAttachButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Download and check in this session' });
  }
  /** Replaces `from` with `to` in the draft, as a user editing the YAML would. */
  async editDraft(from: string, to: string): Promise<void> {
    // The draft is written just after the dialog opens: wait for it, rather than read an empty box.
    await expect(this.draft).toHaveValue(new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const text = await this.draft.inputValue();
    await this.draft.fill(text.replace(from, to));
  }
  /** Clicks `button` and saves the two files it downloads (the test, then its cassette) into `folder`; resolves with their paths. */
  async saveDownloads(button: Locator, folder: string): Promise<string[]> {
    const downloads: Download[] = [];
    const collect = (download: Download) => downloads.push(download);
    this.page.on('download', collect);
    await button.click();
    await expect.poll(() => downloads.length).toBe(2);
    this.page.off('download', collect);
    const paths: string[] = [];
    for (const download of downloads) {
      const path = join(folder, download.suggestedFilename());
      await download.saveAs(path);
      paths.push(path);
    }
    return paths;
  }

  get bar(): Locator {
    return this.page.getByRole('region', { name: 'Expectations' });
  }
  get barToggle(): Locator {
    return this.bar.getByRole('button', { name: /expectations? holds?$/ });
  }
  get barItems(): Locator {
    return this.bar.getByRole('list', { name: 'Expectations' }).getByRole('listitem');
  }
  barItem(label: string | RegExp): Locator {
    return this.barItems.filter({ hasText: label });
  }
}
