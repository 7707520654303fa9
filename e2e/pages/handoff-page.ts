// Page module for the /handoff page: seed 000's triage and specialist agents, the hand-over switch and its token counts.
import { expect, type Locator, type Page } from '@playwright/test';
import { WORKSHOP_TEXT, type WorkshopText } from './workshop-text';

/** The /handoff page: the switch with token counts, the specialist's first request as sent, one timeline lane per agent. */
export class HandoffPage {
  constructor(
    readonly page: Page,
    readonly text: WorkshopText = WORKSHOP_TEXT.en,
  ) {}
  /** How long both agents' loops may take (three real requests; slow on a loaded machine). */
  readonly runWait = { timeout: 30_000 };
  async open(): Promise<void> {
    await this.page.goto('/handoff');
    await expect(this.runTriage).toBeVisible();
  }
  get runTriage(): Locator {
    return this.page.getByRole('button', { name: this.text.handoffRun });
  }
  /** Runs the same two agents with the OpenAI Agents SDK in the page (a real `handoffs: [specialist]`). */
  get runAgentsSdk(): Locator {
    return this.page.getByRole('button', { name: this.text.handoffSdkRun });
  }
  choice(label: 'Final content (message.content)' | 'Tool results (raw)' | 'The whole messages list'): Locator {
    return this.page.getByRole('radio', { name: label });
  }
  /** The size of the specialist's first request for one choice, beside it on the switch. */
  count(choice: 'final' | 'tools' | 'all'): Locator {
    return this.page.getByTestId(`handoff-count-${choice}`);
  }
  /** The token count of the specialist's first request as it was sent. */
  get sentTokens(): Locator {
    return this.page.getByTestId('specialist-tokens');
  }
  /** The specialist's first request body, as recorded. */
  get sentRequest(): Locator {
    return this.page.getByTestId('specialist-request');
  }
  lane(agent: 'triage' | 'specialist'): Locator {
    return this.page.getByRole('region', { name: this.text.lanes[agent], exact: true });
  }
  /** The message cards of one agent's lane, by their labels (`messages[0], system`, …). */
  laneCards(agent: 'triage' | 'specialist'): Locator {
    return this.lane(agent).getByRole('article');
  }
  /** The card `messages[index]` of one agent's lane (the lane follows its newest card, so the answer is always drawn). */
  laneCard(agent: 'triage' | 'specialist', index: number, role: string): Locator {
    return this.lane(agent).getByRole('article', { name: new RegExp(`^messages\\[${index}\\], ${role}`) });
  }
  /** The roles of the specialist's first request as it was sent ("messages: system, user"). */
  get sentRoles(): Locator {
    return this.page.getByTestId('specialist-roles');
  }
  /** Reads "1,234 tokens" as 1234. */
  async tokens(of: Locator): Promise<number> {
    await expect(of).toHaveText(/^[\d,]+ tokens?$/);
    return Number((await of.textContent())!.replace(/\D/g, ''));
  }
}
