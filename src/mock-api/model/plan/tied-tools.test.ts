// Tools the request's words fit only by a word their names share: told apart by a value read by its form, or not at all.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const shoes = fn('polish_shoes', 'Shines a pair of shoes at the kiosk.', { pair: text('Which pair, in your words.') }, [
  'pair',
]);
const cutlery = fn(
  'polish_cutlery',
  'Runs the buffing machine over knives and forks.',
  { pieces: { type: 'integer', description: 'How many pieces go in.' } },
  ['pieces'],
);

describe('tools tied on a word their names share', () => {
  it('calls neither when no value tells them apart, and says which word named both', () => {
    const reply = ask('Polish my trumpet.', [shoes, cutlery]);
    expect(reply.toolCalls).toEqual([]);
    expect(reply.explanation).toContain("'polish' names polish_shoes and polish_cutlery alike");
  });

  it('calls the one tool a value read by its form completes, and names that value', () => {
    const reply = ask('Polish 24 of them.', [shoes, cutlery]);
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['polish_cutlery']);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ pieces: 24 });
    expect(reply.explanation).toContain('polish_shoes shares those words, but only polish_cutlery gets pieces');
  });

  it('calls the one tied tool whose name ends with the word, what it gives', () => {
    const report = fn('print_shoes_report', 'Prints a stock report.', { pair: text('Which pair.') }, ['pair']);
    const reply = ask('Are my brown shoes ready?', [report, shoes]);
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['polish_shoes']);
    expect(reply.explanation).toContain("'shoes' ends the name of polish_shoes alone: it gives that");
  });

  it('leaves a request that names one tool by a word of its own alone', () => {
    expect(callsOf('Polish my brown shoes.', [shoes, cutlery]).map(([name]) => name)).toEqual(['polish_shoes']);
  });
});
