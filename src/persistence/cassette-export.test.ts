// The seed walkthrough, run for real against the mock, exported as a cassette and replayed: every request hits with its exact bytes.
import { describe, expect, it } from 'vitest';
import { readCassette } from '@loopscope/payloads/cassettes/cassette-file';
import { CassettePlayer } from '@loopscope/payloads/cassettes/cassette-player';
import { sessionCassetteName, sessionCassetteText } from './cassette-export';
import { sessionFileText } from './session-file';
import { ranSeedState, recordOf } from './testing/sessions';

describe('session → cassette', () => {
  it('replays every recorded request of a real run byte for byte, and reads the session file itself the same way', async () => {
    const record = recordOf(await ranSeedState());
    const exchanges = record.engine.branches[record.engine.activeBranchId]!.exchanges;
    expect(exchanges.length).toBeGreaterThan(1);
    const text = sessionCassetteText(record);
    // The recording's request headers carried the key (masked); a cassette holds no request header at all.
    expect(JSON.stringify(exchanges)).toMatch(/authorization/i);
    expect(text).not.toMatch(/authorization|sk-/i);
    const read = readCassette(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.cassette.entries).toHaveLength(exchanges.length);
    // The session file, unconverted, reads as the same cassette (what the server does with a saved session).
    const fromSession = readCassette(sessionFileText(record));
    expect(fromSession.ok && fromSession.cassette.entries).toEqual(read.cassette.entries);
    const player = new CassettePlayer(read.cassette);
    for (const e of exchanges) {
      const answer = await player.fetch(new Request(e.url, { method: e.method, body: e.requestBody }));
      expect(answer.status).toBe(e.status);
      expect(await answer.text()).toBe(e.responseBody);
    }
    expect(player.report()).toMatchObject({ misses: [], unused: [] });
    expect(sessionCassetteName(record)).toBe('Weather-walkthrough.cassette.json');
  });
});
