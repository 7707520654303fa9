// A request that opens by asking to undo something (cancel, delete) calls no tool that does not undo it.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn } from '../test-tools.ts';

const date = { type: 'string', description: 'Day, YYYY-MM-DD.' };
const boat = { type: 'string', description: 'Which dinghy.', enum: ['topper', 'laser', 'wayfarer'] };
const bookDinghy = fn('book_dinghy', 'Books a club dinghy for a day on the water.', { day: date, boat }, [
  'day',
  'boat',
]);
const dinghyFree = fn('check_dinghy_free', 'Says whether a club dinghy is free on a day.', { day: date, boat }, [
  'day',
  'boat',
]);
const cancelDinghy = fn('cancel_dinghy_booking', 'Cancels a dinghy booked earlier.', { day: date, boat }, [
  'day',
  'boat',
]);

describe('a request that asks to undo what no tool undoes', () => {
  it('calls no tool, and says which task none does', () => {
    const reply = ask("Can you cancel Saturday's laser dinghy?", [bookDinghy, dinghyFree]);
    expect(reply.toolCalls).toEqual([]);
    expect(reply.explanation).toContain("the request asks to 'cancel', which no tool does");
  });

  it('reads the verb after a polite lead-in or none', () => {
    expect(callsOf('Please delete the wayfarer dinghy for 2027-05-01.', [bookDinghy, dinghyFree])).toEqual([]);
    expect(callsOf('Remove the topper dinghy on 2027-05-01.', [bookDinghy, dinghyFree])).toEqual([]);
  });

  it('calls the tool that does undo it', () => {
    expect(
      callsOf("Can you cancel Saturday's laser dinghy?", [bookDinghy, dinghyFree, cancelDinghy]).map(([n]) => n),
    ).toEqual(['cancel_dinghy_booking']);
  });
});
