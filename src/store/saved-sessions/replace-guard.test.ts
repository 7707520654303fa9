// No discard without asking: New session, open, import and Reset wait for an answer when storage cannot keep the open session.
import { describe, expect, it } from 'vitest';
import { memoryKeyValue, type KeyValue } from '../../persistence';
import { bus, sent, settle, tab } from '../testing/sessions-tab';

/** IndexedDB with no room left: every write is refused the way Chromium refuses it. */
function fullStorage(): KeyValue {
  return {
    ...memoryKeyValue(),
    kind: 'indexeddb',
    setMany: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
  };
}

async function tabWithSentSession(kv: KeyValue) {
  const a = tab(kv, bus()(), 'a');
  await settle(a.sessions);
  a.engine.push(sent());
  await a.sessions.getState().flush();
  return a;
}

describe('replacing a session storage cannot keep', () => {
  it('asks first; Cancel keeps the open session as it is, and nothing else runs', async () => {
    const a = await tabWithSentSession(fullStorage());
    const open = a.sessions.getState().current.id;
    expect(a.sessions.getState().status).toBe('memory');

    const asked = a.sessions.getState().guardReplace(() => a.sessions.getState().newSession());
    expect(a.sessions.getState().replacing).toBe(true);
    expect(a.sessions.getState().current.id).toBe(open);

    await a.sessions.getState().answerReplace('cancel');
    expect(await asked).toBe(false);
    expect(a.sessions.getState().replacing).toBe(false);
    expect(a.sessions.getState().current.id).toBe(open);
    expect(a.session.getState().engine.branches.main!.exchanges).toHaveLength(1);
  });

  it('runs the action once the user continues, with the replaced session kept in the tab', async () => {
    const a = await tabWithSentSession(fullStorage());
    const open = a.sessions.getState().current.id;
    const asked = a.sessions.getState().guardReplace(() => a.sessions.getState().newSession());
    await a.sessions.getState().answerReplace('continue');
    expect(await asked).toBe(true);
    expect(a.sessions.getState().current.id).not.toBe(open);
    expect(a.sessions.getState().inTab).toEqual([open]);
  });

  it('asks nothing when the session is stored, or has nothing to lose', async () => {
    const stored = await tabWithSentSession({ ...memoryKeyValue(), kind: 'indexeddb' });
    expect(stored.sessions.getState().status).toBe('saved');
    expect(await stored.sessions.getState().guardReplace(() => stored.sessions.getState().newSession())).toBe(true);
    expect(stored.sessions.getState().replacing).toBe(false);

    const empty = tab(fullStorage(), bus()(), 'b');
    await settle(empty.sessions);
    expect(await empty.sessions.getState().guardReplace(() => empty.sessions.getState().newSession())).toBe(true);
    expect(empty.sessions.getState().replacing).toBe(false);
  });
});
