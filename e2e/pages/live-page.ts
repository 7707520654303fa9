// Page module for the live capture view (/live): every locator and action the live specs use.
import { expect, type Locator, type Page } from '@playwright/test';

export class LiveCapturePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/live');
    await expect(this.feedStatus).toContainText('Live');
  }

  get feedStatus(): Locator {
    return this.page.getByRole('banner').getByRole('status');
  }
  get loops(): Locator {
    return this.page.getByRole('list', { name: 'Captured loops' }).getByRole('button');
  }
  loop(title: RegExp): Locator {
    return this.loops.filter({ hasText: title });
  }
  get messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }
  get timeline(): Locator {
    return this.messages.getByTestId('timeline');
  }
  get timelineCards(): Locator {
    return this.timeline.getByRole('article', { name: /^messages\[\d+\]/ });
  }
  card(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^messages\\[${index}\\],`) });
  }
  /** A Responses loop's item card, `input[index]`. */
  itemCard(index: number): Locator {
    return this.timeline.getByRole('article', { name: new RegExp(`^input\\[${index}\\],`) });
  }
  get exchangeRows(): Locator {
    return this.page.getByRole('listbox', { name: 'HTTP exchanges' }).getByRole('option');
  }
  get doctorSummary(): Locator {
    return this.messages.locator('summary');
  }
  get doctorFindings(): Locator {
    return this.page.getByRole('list', { name: 'Doctor findings' }).getByRole('listitem');
  }
  get doctorClean(): Locator {
    return this.messages.getByText(/The doctor found nothing wrong/);
  }
  get openAsSessionButton(): Locator {
    return this.page.getByRole('button', { name: 'Open as session' });
  }
  get applyFixButton(): Locator {
    return this.page.getByRole('button', { name: 'Apply fix and replay' });
  }
  get playgroundLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Playground' });
  }
}
