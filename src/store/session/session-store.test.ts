// Session store: mirrors engine events, applies the draft only while clean, never throws into React.
import { describe, expect, it } from 'vitest';
import { createSessionStore, isPristine } from './session-store';
import { branch, config, engineState, exchange, fakeEngine } from '../testing/fixtures';

describe('session store', () => {
  it('mirrors every state the engine publishes', () => {
    const engine = fakeEngine();
    const store = createSessionStore(engine);
    const next = engineState({ breakpoints: true });
    engine.push(next);
    expect(store.getState().engine).toBe(next);
  });

  it('applies config edits straight away while nothing was sent, and holds them afterwards', () => {
    const engine = fakeEngine();
    const store = createSessionStore(engine);
    store.getState().updateDraft((d) => ({ ...d, model: 'gpt-4.1' }));
    expect(engine.calls).toContain('configure:gpt-4.1');

    engine.push(engineState({ branches: { main: branch({ exchanges: [exchange(1, 2)] }) } }));
    store.getState().updateDraft((d) => ({ ...d, model: 'gpt-4o-mini' }));
    expect(engine.calls).not.toContain('configure:gpt-4o-mini');
    expect(store.getState().draft.model).toBe('gpt-4o-mini');

    store.getState().reset();
    expect(engine.calls.slice(-2)).toEqual(['reset', 'configure:gpt-4o-mini']);
  });

  it('stops before sending when a real provider has no API key, and names the host', async () => {
    const engine = fakeEngine();
    const store = createSessionStore(engine);
    store
      .getState()
      .updateDraft((d) => ({ ...d, provider: { kind: 'openai', baseURL: 'https://api.openai.com/v1', apiKey: '' } }));
    await store.getState().run();
    await store.getState().step();
    await store.getState().continueWith('What about Paris?');
    expect(engine.calls.filter((c) => !c.startsWith('configure'))).toEqual([]);
    expect(store.getState().commandError?.text).toBe(
      "No API key for api.openai.com: enter yours under Provider (it stays in this tab's memory). Nothing was sent.",
    );

    // A custom OpenAI-compatible server may need no key: it is not stopped.
    store
      .getState()
      .updateDraft((d) => ({ ...d, provider: { kind: 'custom', baseURL: 'http://127.0.0.1:11434/v1', apiKey: '' } }));
    await store.getState().step();
    expect(engine.calls).toContain('step');

    store.getState().updateDraft((d) => ({
      ...d,
      provider: { kind: 'openai', baseURL: 'https://api.openai.com/v1', apiKey: 'sk-live' },
    }));
    await store.getState().run();
    expect(engine.calls).toContain('run');
    expect(store.getState().commandError).toBeNull();
  });

  it('turns a failing command into a message instead of a rejection', async () => {
    const engine = fakeEngine();
    engine.run = async () => {
      throw new Error('boom');
    };
    const store = createSessionStore(engine);
    await expect(store.getState().run()).resolves.toBeUndefined();
    expect(store.getState().commandError?.text).toBe('boom');
  });

  it('shows a snapshot detached when the engine cannot adopt it, and re-attaches on the next run', async () => {
    const engine = fakeEngine();
    const store = createSessionStore(engine);
    const big = engineState({ config: { ...config, model: 'big' } });
    store.getState().loadSnapshot(big);
    expect(store.getState()).toMatchObject({ detached: true, engine: big });
    engine.push(engineState());
    expect(store.getState().engine).toBe(big);
    await store.getState().run();
    expect(store.getState().detached).toBe(false);
  });

  it('hands the snapshot to an engine that can load it', () => {
    const engine = Object.assign(fakeEngine(), {
      load(this: ReturnType<typeof fakeEngine>, s: ReturnType<typeof engineState>) {
        this.push(s);
      },
    });
    const store = createSessionStore(engine);
    const big = engineState({ notice: 'loaded' });
    store.getState().loadSnapshot(big);
    expect(store.getState()).toMatchObject({ detached: false });
    expect(store.getState().engine.notice).toBe('loaded');
  });

  it('knows a session with a held request is not clean', () => {
    expect(isPristine(engineState())).toBe(true);
    expect(isPristine(engineState({ pending: { step: 1, method: 'POST', url: '/x', body: '{}' } }))).toBe(false);
  });
});
