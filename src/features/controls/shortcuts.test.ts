// Shortcuts fire on the page but never steal keys from text fields, selects or the Monaco editor.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, matchShortcut, type KeyLike } from './shortcuts';

function key(k: string, target: EventTarget | null = document.body, mods: Partial<KeyLike> = {}): KeyLike {
  return { key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...mods };
}

describe('matchShortcut', () => {
  it('maps single keys on the page', () => {
    expect(matchShortcut(key('r'))).toBe('run');
    expect(matchShortcut(key('s'))).toBe('step');
    expect(matchShortcut(key('?', document.body, { shiftKey: true }))).toBe('help');
    expect(matchShortcut(key('R', document.body, { shiftKey: true }))).toBe('reset');
    expect(matchShortcut(key('q'))).toBeNull();
  });

  it('leaves typing alone in inputs, textareas and Monaco', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const monaco = document.createElement('div');
    monaco.className = 'monaco-editor';
    const inner = document.createElement('textarea');
    monaco.append(inner);
    document.body.append(input, textarea, monaco);
    for (const target of [input, textarea, inner]) expect(matchShortcut(key('r', target))).toBeNull();
    expect(matchShortcut(key('Enter', input, { ctrlKey: true }))).toBe('run');
    expect(matchShortcut(key('Enter', inner, { ctrlKey: true }))).toBeNull();
  });

  it('treats checkboxes and buttons as not typing, and ignores browser chords', () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTypingTarget(box)).toBe(false);
    expect(matchShortcut(key('r', box))).toBe('run');
    expect(matchShortcut(key('r', document.body, { ctrlKey: true }))).toBeNull();
    expect(matchShortcut(key('s', document.body, { metaKey: true }))).toBeNull();
  });
});
