// Page module for MCP's 2026-07-28 wire in the playground: the revision and the new parts on the JSON-RPC nested under a
// tool call, and the dialog in which an MCP server asks the user (elicitation).
import type { Locator, Page } from '@playwright/test';

export class McpToday {
  constructor(readonly page: Page) {}

  private get timeline(): Locator {
    return this.page.getByTestId('timeline');
  }
  /** Every JSON-RPC block nested under a tool call. */
  get nests(): Locator {
    return this.timeline.getByTestId('mcp-call');
  }
  /** The revision notes on the nested exchanges ("revision 2026-07-28"). */
  get revisions(): Locator {
    return this.timeline.getByTestId('mcp-wire-revision');
  }
  /** "asks for input: …" on an input-required answer. */
  get inputRequired(): Locator {
    return this.timeline.getByTestId('mcp-wire-input');
  }
  /** "retry of the request above, with the answer (…)" on the retry. */
  get retries(): Locator {
    return this.timeline.getByTestId('mcp-wire-retry');
  }
  /** A task's state on a tools/call or a tasks/get ("task working — …", "task completed — …"). */
  get taskStates(): Locator {
    return this.timeline.getByTestId('mcp-wire-task');
  }

  // The elicitation dialog
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'The MCP server asks you' });
  }
  field(label: string): Locator {
    return this.dialog.getByLabel(label);
  }
  get acceptButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Accept' });
  }
  get declineButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Decline' });
  }
  get cancelButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel' });
  }
}
