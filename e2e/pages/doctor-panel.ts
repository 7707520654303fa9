// Page module for the payload doctor over the inspector: its summary, one finding with its fix and evidence, and "apply all fixes" with the combined diff.
import type { Locator, Page } from '@playwright/test';

export class DoctorPanel {
  constructor(
    private readonly page: Page,
    private readonly inspector = 'Inspector',
  ) {}

  /** The doctor's summary ("Doctor: 3 findings in these requests"); it opens the findings. */
  get summary(): Locator {
    return this.page
      .getByRole('region', { name: this.inspector })
      .getByText(/^Doctor: \d+ findings? in these requests$/);
  }
  /** The finding with this title in the list over the inspector (not the ones shown under request fields). */
  finding(title: string): Locator {
    return this.page
      .getByRole('region', { name: this.inspector })
      .locator('details.playground-doctor')
      .getByRole('list', { name: 'Doctor findings' })
      .getByRole('listitem')
      .filter({ hasText: title });
  }
  applyFixButton(finding: Locator): Locator {
    return finding.getByRole('button', { name: 'Apply fix and replay' });
  }
  /** A stuck-loop finding's repeated calls, one column per request. */
  repeatedColumns(finding: Locator): Locator {
    return finding.getByRole('group', { name: 'What repeats, request by request' }).getByRole('listitem');
  }
  /** The session's tool_choice setting in the configuration panel. */
  get toolChoiceSelect(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' }).getByLabel('tool_choice');
  }
  /** The button that fixes every fixable finding of one request at once. */
  applyAllButton(count: number, request: number): Locator {
    return this.page.getByRole('button', { name: `Apply all ${count} fixes to request ${request}…` });
  }
  /** The combined diff shown before the replay. */
  applyAllDialog(count: number, request: number): Locator {
    return this.page.getByRole('dialog', { name: `All ${count} fixes to request ${request}` });
  }
  /** Lines of the combined diff, added or removed. */
  diffLines(dialog: Locator, kind: 'added' | 'removed'): Locator {
    return dialog.getByLabel('Changes every fix makes to the request').locator(`[data-diff="${kind}"]`);
  }
  applyAllReplay(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: 'Apply all and replay' });
  }
  /** Any mention of the "Tool calls left without results" finding on the page. */
  get unansweredCallsFinding(): Locator {
    return this.page.getByText('Tool calls left without results');
  }
}
