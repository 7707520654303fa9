// The expectations a playground session carries (from "Save as test" or a loaded *.loop.yaml), kept per session id
// (the saved-sessions store saves them with the session and puts them back when it opens one), and what they say about
// the session's loop now: checked again on every run, replay and edit.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Exchange } from '@loopscope/wire/exchange';
import { checkExpectations } from '@loopscope/payloads/loop-tests/check-expectations';
import { readLoopTestFile } from '@loopscope/payloads/loop-tests/parse-file';
import { readRun } from '@loopscope/payloads/loop-tests/recorded-run';
import { withoutEnvValues } from '@loopscope/payloads/loop-tests/without-env-values';
import type { Expectation, ExpectationResult } from '@loopscope/payloads/loop-tests/types';

export interface AttachedExpectations {
  /** The file they came from (`weather.loop.yaml`), shown beside them. */
  source: string;
  /** The file's text as the session saves it (`env` values emptied: a saved session travels in files and links). */
  text: string;
  expectations: Expectation[];
}

interface AttachedState {
  bySession: Record<string, AttachedExpectations>;
}

const attached = createStore<AttachedState>()(() => ({ bySession: {} }));

export function attachExpectations(sessionId: string, expectations: AttachedExpectations): void {
  attached.setState((s) => ({ bySession: { ...s.bySession, [sessionId]: expectations } }));
}

export function detachExpectations(sessionId: string): void {
  attached.setState((s) => {
    const { [sessionId]: _gone, ...rest } = s.bySession;
    return { bySession: rest };
  });
}

/** The session's expectations now, or null (outside React: what a save writes). */
export function attachedExpectationsOf(sessionId: string): AttachedExpectations | null {
  return attached.getState().bySession[sessionId] ?? null;
}

/** Calls back on every attach and detach (the saved-sessions store saves the open session then). */
export function onAttachedExpectationsChange(listener: () => void): () => void {
  return attached.subscribe(listener);
}

/** The session's expectations, or null when it carries none. */
export function useAttachedExpectations(sessionId: string): AttachedExpectations | null {
  return useSyncExternalStore(attached.subscribe, () => attached.getState().bySession[sessionId] ?? null);
}

export type LoadedExpectations = { ok: true; attached: AttachedExpectations } | { ok: false; problem: string };

/** A loop-test file's first case's expectations, or why there are none. */
export function expectationsFromFile(name: string, text: string): LoadedExpectations {
  const read = readLoopTestFile(text, name);
  if (!read.ok) return { ok: false, problem: read.errors[0] ?? 'unreadable' };
  const first = read.file.cases[0];
  if (!first) return { ok: false, problem: 'no case' };
  return { ok: true, attached: { source: name, text: withoutEnvValues(text, name), expectations: first.expect } };
}

/** Puts a saved session's expectations (restore() already read them) back on its bar, or takes away stale ones. */
export function carrySavedExpectations(sessionId: string, saved: { source: string; text: string } | undefined): void {
  const loaded = saved ? expectationsFromFile(saved.source, saved.text) : null;
  if (loaded?.ok) attachExpectations(sessionId, loaded.attached);
  else detachExpectations(sessionId);
}

/** The expectations checked on the loop as it is now; an empty loop holds nothing yet. */
export function expectationResults(
  exchanges: readonly Exchange[],
  expectations: readonly Expectation[],
): ExpectationResult[] {
  return checkExpectations(readRun(exchanges), expectations);
}
