// WebSocket mode's steer box in the playground (shown while a response on the socket waits): its text box and its answer line.
import type { Locator, Page } from '@playwright/test';

export class SteerBox {
  constructor(private readonly page: Page) {}

  get box(): Locator {
    return this.page.getByRole('form', { name: 'Steer the response' });
  }
  get input(): Locator {
    return this.box.getByRole('textbox', { name: /^Steer response/ });
  }
  get answer(): Locator {
    return this.box.getByRole('status');
  }
  /** The timeline's notes of steering sent: the text, the server's answer, the request it went out with. */
  get steeredRows(): Locator {
    return this.page.getByTestId('timeline').getByRole('note', { name: 'Steering you sent' });
  }
  /** The Frames tab's note on a turn that carried steering the server held for it. */
  get carriedNote(): Locator {
    return this.page.getByRole('region', { name: 'Inspector' }).getByRole('note', { name: 'Steering on this turn' });
  }
}
