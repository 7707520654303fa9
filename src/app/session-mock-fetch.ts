// The in-page mock's fetch for one session: every request carries that session's model script, never another's.
import type { MockApi } from '../mock-api';
import type { ModelScript } from '../wire/model-script';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * One per session (the playground, each replayed live loop): the mock is shared by the page, so the script travels
 * with the request instead of being set on the mock, where the last session to send would win for all of them.
 */
export function sessionMockFetch(getMock: () => Promise<Pick<MockApi, 'fetchForSession'>>, scriptOf: () => ModelScript | null | undefined): Fetch {
  return async (input, init) => {
    const api = await getMock();
    return api.fetchForSession(new Request(input, init), { script: scriptOf() ?? null });
  };
}
