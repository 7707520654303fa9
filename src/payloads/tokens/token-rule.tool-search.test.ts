// The token rule with tool search: deferred tools are not counted until a tool_search_output loads them.
import { describe, expect, it } from 'vitest';
import { estimateTokens } from './token-rule';

const count = (text: string) => text.length;
const track = {
  type: 'function',
  name: 'track_parcel',
  description: 'Track a parcel by its tracking number.',
  parameters: { type: 'object', properties: { tracking_number: { type: 'string' } } },
};
const shipping = (deferred: boolean) => ({
  type: 'namespace',
  name: 'shipping',
  description: 'Parcels.',
  tools: [deferred ? { ...track, defer_loading: true } : track],
});
const user = { role: 'user', content: 'Where is parcel 1Z999?' };

describe('deferred tools in the token rule', () => {
  it('counts a deferred namespace by its name and description only', () => {
    const deferred = estimateTokens(
      { instructions: null, entries: [user], tools: [{ type: 'tool_search' }, shipping(true)] },
      count,
    );
    const eager = estimateTokens(
      { instructions: null, entries: [user], tools: [{ type: 'tool_search' }, shipping(false)] },
      count,
    );
    expect(eager.tools - deferred.tools).toBeGreaterThanOrEqual(JSON.stringify(track).length);
  });

  it('counts the loaded definitions in the tool_search_output that carries them, and the search arguments', () => {
    const loaded = {
      type: 'tool_search_output',
      call_id: null,
      execution: 'server',
      status: 'completed',
      tools: [shipping(false)],
    };
    const search = {
      type: 'tool_search_call',
      call_id: null,
      execution: 'server',
      status: 'completed',
      arguments: { query: 'track parcel' },
    };
    const { perEntry } = estimateTokens(
      { instructions: null, entries: [user, search, loaded], tools: [{ type: 'tool_search' }, shipping(true)] },
      count,
    );
    expect(perEntry[1]).toBeGreaterThanOrEqual('{"query":"track parcel"}'.length);
    expect(perEntry[2]).toBeGreaterThanOrEqual(JSON.stringify(track).length);
  });
});
