// The teaching-mistake registry: one entry per mistake the drivers make on purpose, each tied to its lab's texts and
// styles, found from a session's options only in a style it applies to; a session without one is sent unaltered.
import { describe, expect, it } from 'vitest';
import { CLASSIC_MISTAKES, findClassicMistake } from '@loopscope/payloads/teaching/classic-mistakes';
import { seed001Config } from '@loopscope/seed-scenarios';
import { MISTAKES, mistakeOf } from './mistakes';
import type { SessionConfig } from './types';

const base = seed001Config();
const inStyle = (apiStyle: SessionConfig['apiStyle'], options: Partial<SessionConfig['options']>): SessionConfig => ({
  ...base,
  apiStyle,
  options: { ...base.options, ...options },
});

describe('MISTAKES', () => {
  it('has an entry for every lab whose mistake a driver makes (the strict one is plain configuration)', () => {
    const driven = CLASSIC_MISTAKES.filter((lab) => !lab.anyStyle)
      .map((lab) => lab.id)
      .sort();
    expect(Object.keys(MISTAKES).sort()).toEqual(driven);
  });

  it.each(Object.values(MISTAKES))('ties $id to its lab: the lesson texts and the style it runs in', (mistake) => {
    const lab = findClassicMistake(mistake.lesson);
    expect(lab?.title).toBeTruthy();
    expect(mistake.styles).toContain(lab!.style);
    expect(Object.keys(mistake.alters).length).toBeGreaterThan(0);
  });
});

describe('mistakeOf', () => {
  it('finds the mistake a session asks for in the style it applies to', () => {
    expect(mistakeOf(inStyle('responses', { mistake: 'responses-chain-unstored' }))?.id).toBe(
      'responses-chain-unstored',
    );
    expect(mistakeOf(inStyle('assistants', { mistake: 'assistants-v1-beta' }))?.id).toBe('assistants-v1-beta');
  });

  it('makes no mistake in a style the mistake does not apply to, nor without one', () => {
    expect(mistakeOf(inStyle('assistants', { mistake: 'responses-chain-unstored' }))).toBeNull();
    expect(mistakeOf(inStyle('chat', { mistake: 'assistants-v1-beta' }))).toBeNull();
    expect(mistakeOf(base)).toBeNull();
  });

  it('alters the request body as the mistaken code builds it', () => {
    const config = inStyle('responses', { mistake: 'responses-chain-unstored' });
    const request = { model: 'gpt-4o', input: [], store: true };
    expect(mistakeOf(config)!.alters.request!(request, config)).toEqual({ ...request, store: false });
  });
});
