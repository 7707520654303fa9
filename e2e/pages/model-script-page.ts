// Page module for the model script (Configuration → Model script): its section, turns, preset buttons and fields.
import type { Locator, Page } from '@playwright/test';

export class ModelScriptPage {
  constructor(readonly page: Page) {}

  private get config(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' });
  }
  private get section(): Locator {
    return this.config.locator('details').filter({ has: this.page.locator('summary', { hasText: 'Model script' }) });
  }
  /** The collapsible section's header, which also says how many turns are scripted ("3 turns", "off"). */
  get sectionSummary(): Locator {
    return this.section.locator('summary');
  }
  async open(): Promise<void> {
    if (!(await this.section.evaluate((el) => (el as HTMLDetailsElement).open))) await this.sectionSummary.click();
  }
  addButton(
    name: 'Text reply' | 'Tool calls' | 'Malformed JSON' | 'Unknown tool' | 'Missing required argument',
  ): Locator {
    return this.config.getByRole('group', { name: 'Add a scripted turn' }).getByRole('button', { name: `+ ${name}` });
  }
  turn(n: number): Locator {
    return this.config.getByRole('group', { name: `Turn ${n}` });
  }
  turnText(n: number): Locator {
    return this.turn(n).getByLabel('Text');
  }
  callName(n: number, call = 1): Locator {
    return this.turn(n).getByLabel(`Call ${call}: tool name`);
  }
  callArguments(n: number, call = 1): Locator {
    return this.turn(n).getByLabel(`Call ${call}: arguments (sent as written)`);
  }
  /** The note under arguments that are not valid JSON. */
  brokenJsonHint(n: number): Locator {
    return this.turn(n).getByText('Not valid JSON: sent exactly like this');
  }
}
