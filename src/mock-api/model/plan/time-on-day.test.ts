// A clock time for a time parameter that asks for a date-time ("Start, ISO 8601") is written on the day said with
// it, or on today; a meeting or an appointment is a calendar event's task.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';

const kilnSlot = fn(
  'add_calendar_event',
  'Add an event to the pottery studio calendar',
  { title: text('Event title'), start_time: text('Start time, ISO 8601') },
  ['title', 'start_time'],
);
const glaze = fn('order_glaze', 'Order glaze for the studio', { colour: text('Glaze colour') }, ['colour']);

describe('a time for a date-time parameter', () => {
  it('is written on the day said with it (tomorrow is 2026-11-30)', () => {
    const [call] = callsOf('Add an event "Raku firing" tomorrow at 3pm', [kilnSlot, glaze]);
    expect(call).toEqual(['add_calendar_event', { title: 'Raku firing', start_time: '2026-11-30T15:00:00' }]);
  });

  it('is written on today when no day is said', () => {
    const [call] = callsOf('Add an event "Raku firing" at 3pm', [kilnSlot, glaze]);
    expect(call?.[1]).toMatchObject({ start_time: '2026-11-29T15:00:00' });
  });
});

describe("a calendar event's words", () => {
  it('include a meeting and an appointment', () => {
    expect(callsOf('Set up a meeting "Team review" tomorrow at 10am', [glaze, kilnSlot])[0]?.[0]).toBe(
      'add_calendar_event',
    );
  });
});
