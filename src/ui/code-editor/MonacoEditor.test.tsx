// The editor/store binding under fast typing: a keystroke that lands before the store has echoed the previous one is kept.
// The real @monaco-editor/react component runs over a minimal stand-in for Monaco's core (jsdom cannot run Monaco itself).
// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { loader } from '@monaco-editor/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MonacoEditor from './MonacoEditor';

vi.mock('./monaco-setup', () => ({ addTypeLibraries: () => undefined }));

type Listener = () => void;

/** One text model and the editor over it: enough of Monaco's API for the wrapper and the library to drive. */
function fakeMonaco() {
  let text = '';
  const listeners = new Set<Listener>();
  const change = (next: string) => {
    text = next;
    for (const listener of [...listeners]) listener();
  };
  const model = {
    getValue: () => text,
    getFullModelRange: () => ({ all: true }),
    dispose: () => undefined,
  };
  const editor = {
    getModel: () => model,
    getValue: () => text,
    setValue: change,
    executeEdits: (_source: string, edits: { text: string }[]) => change(edits[0]!.text),
    pushUndoStop: () => true,
    onDidChangeModelContent: (listener: Listener) => {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
    getOption: () => false,
    updateOptions: () => undefined,
    restoreViewState: () => undefined,
    saveViewState: () => null,
    revealLine: () => undefined,
    dispose: () => undefined,
  };
  let created = 0;
  let lastOptions: Record<string, unknown> = {};
  const monaco = {
    editor: {
      create: (_container: unknown, options: Record<string, unknown>) => {
        created += 1;
        lastOptions = options;
        return editor;
      },
      createModel: (value: string) => {
        text = value;
        return model;
      },
      getModel: () => null,
      setTheme: () => undefined,
      setModelLanguage: () => undefined,
      onDidChangeMarkers: () => ({ dispose: () => undefined }),
      EditorOption: { readOnly: 'readOnly' },
    },
    Uri: { parse: (path: string) => ({ path }) },
  };
  /** A key typed at the end of the text, as Monaco reports it: the model changes, then its listeners hear of it. */
  const type = (key: string) => change(text + key);
  return { monaco, type, text: () => text, created: () => created, options: () => lastOptions };
}

afterEach(cleanup);

// The loader keeps the first Monaco it is given for the whole page, so every test shares one stand-in.
const fake = fakeMonaco();
loader.config({ monaco: fake.monaco as never });

/** Renders and waits until the library has created the editor over the stand-in. */
async function mounted(ui: ReactElement): Promise<void> {
  const before = fake.created();
  render(ui);
  await vi.waitFor(() => expect(fake.created()).toBe(before + 1));
  await act(async () => undefined);
}

describe('MonacoEditor bound to a store', () => {
  it('keeps every key typed while the store is still echoing an earlier one (fast typing is not mangled)', async () => {
    // A store that takes the editor's text a moment later, as any store fed from Monaco's events does: React renders
    // the update in a later task, and a fast typist's next key can land before it.
    const echoes: (() => void)[] = [];
    let stored = '';
    function Bound() {
      const [value, setValue] = useState('');
      stored = value;
      return (
        <MonacoEditor
          value={value}
          onChange={(next) => echoes.push(() => setValue(next))}
          language="json"
          ariaLabel="body"
        />
      );
    }
    await mounted(<Bound />);
    const echo = async () => {
      await act(async () => {
        echoes.shift()?.();
      });
    };
    fake.type('a');
    fake.type('b');
    await echo(); // the store catches up with "a" while the editor already holds "ab"
    fake.type('c');
    while (echoes.length > 0) await echo();
    expect(fake.text()).toBe('abc');
    expect(stored).toBe('abc');
  });

  it('takes a value set from outside (a fix applied, a reset) that the editor never typed', async () => {
    let set: (value: string) => void = () => undefined;
    function Bound() {
      const [value, setValue] = useState('{}');
      set = setValue;
      return <MonacoEditor value={value} onChange={setValue} language="json" ariaLabel="body" />;
    }
    await mounted(<Bound />);
    await act(async () => fake.type(' '));
    expect(fake.text()).toBe('{} ');
    await act(async () => set('{"fixed":true}'));
    expect(fake.text()).toBe('{"fixed":true}');
  });
});

describe('MonacoEditor for plain data', () => {
  it('pops up no suggestions while typing, so none can take the Tab that leaves the editor', async () => {
    await mounted(<MonacoEditor value="{}" language="json" ariaLabel="tool result" suggestions={false} />);
    expect(fake.options()).toMatchObject({
      quickSuggestions: false,
      suggestOnTriggerCharacters: false,
      wordBasedSuggestions: 'off',
      tabFocusMode: true,
    });
    cleanup();
    // A code editor keeps Monaco's help.
    await mounted(<MonacoEditor value="{}" language="json" ariaLabel="schema" />);
    expect(fake.options().quickSuggestions).not.toBe(false);
  });
});

describe('MonacoEditor for typed JSON', () => {
  it('closes no quotes or brackets for the typist (typing `"a"}` leaves no stray `"}`), while code editors keep them', async () => {
    await mounted(<MonacoEditor value="{}" language="json" ariaLabel="tool result" suggestions={false} />);
    expect(fake.options()).toMatchObject({
      autoClosingBrackets: 'never',
      autoClosingQuotes: 'never',
      autoClosingOvertype: 'never',
      autoSurround: 'never',
    });
    cleanup();
    await mounted(<MonacoEditor value="" language="javascript" ariaLabel="tool code" />);
    expect(fake.options().autoClosingQuotes).toBeUndefined();
  });

  it('draws with the page monospace stack, whose last family is the shipped Hangul subset', async () => {
    document.documentElement.style.setProperty('--font-mono', "ui-monospace, 'Noto Sans KR', monospace");
    await mounted(<MonacoEditor value='{"도시":"서울"}' language="json" ariaLabel="tool result" />);
    expect(fake.options().fontFamily).toBe("ui-monospace, 'Noto Sans KR', monospace");
    document.documentElement.style.removeProperty('--font-mono');
  });
});
