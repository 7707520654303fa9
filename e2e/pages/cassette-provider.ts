// The Cassette provider's fields in the configuration: choose it, load a cassette file, read what it replayed and missed.
import type { Locator, Page } from '@playwright/test';

export class CassetteProvider {
  constructor(readonly page: Page) {}

  private get config(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' });
  }
  /** Chooses the Cassette provider and loads a cassette file into it. */
  async use(name: string, text: string): Promise<void> {
    await this.config.getByLabel('Provider', { exact: true }).selectOption('cassette');
    await this.config
      .getByLabel('Cassette file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }
  /** What the loaded cassette is: its name and how many requests it recorded. */
  get hint(): Locator {
    return this.config.getByText(/recorded requests?\.$/);
  }
  /** Its hits and misses so far in this page. */
  get report(): Locator {
    return this.config.getByTestId('cassette-report');
  }
}
