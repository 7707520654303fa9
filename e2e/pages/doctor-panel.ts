// Page module for the payload doctor over the inspector: its summary and "apply all fixes" with the combined diff.
import type { Locator, Page } from '@playwright/test';

export class DoctorPanel {
  constructor(private readonly page: Page, private readonly inspector = 'Inspector') {}

  /** The doctor's summary ("Doctor: 3 findings in these requests"); it opens the findings. */
  get summary(): Locator {
    return this.page.getByRole('region', { name: this.inspector }).getByText(/^Doctor: \d+ findings? in these requests$/);
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
}
