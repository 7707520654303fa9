// Clock times said in words, read from invented requests: minutes past and to an hour, o'clock, the half of the day
// said in words, and what is assumed when it is not said.
import { describe, expect, it } from 'vitest';
import { findSpokenTimes } from './clock-words.ts';
import { findTimes, formatTime } from './time-mentions.ts';

const hhmm = (text: string) =>
  findTimes(text).map((t) => `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`);

describe('findSpokenTimes', () => {
  it('reads minutes past and to an hour, o’clock and the half of the day', () => {
    expect(hhmm('Pick me up at quarter to five in the morning')).toEqual(['04:45']);
    expect(hhmm('Doors open at twenty past 8 pm, and the bar at ten to nine pm')).toEqual(['20:20', '20:50']);
    expect(hhmm("The ferry leaves at nine o'clock in the evening")).toEqual(['21:00']);
    expect(hhmm('Call the vet at 7 in the evening, then at eleven at night')).toEqual(['19:00', '23:00']);
    expect(hhmm('Lunch at midday; the tram at seven thirty pm')).toEqual(['12:00', '19:30']);
    expect(hhmm('Meet at 7:45 in the evening')).toEqual(['19:45']);
    expect(hhmm('Kick-off at half seven in the evening, the bus at half nine.')).toEqual(['19:30', '09:30']);
  });

  it('says what it assumed when morning or afternoon is not said', () => {
    const [t] = findSpokenTimes('Pottery class at half past three.');
    expect([t?.hours, t?.minutes]).toEqual([15, 30]);
    expect(t?.assumed).toContain('afternoon assumed');
    expect(findSpokenTimes('Stand-up at quarter past nine, please')[0]?.assumed).toContain('morning assumed');
  });

  it('leaves counts and ranges alone', () => {
    expect(findSpokenTimes('Seat ten to twelve people')).toEqual([]);
    expect(findSpokenTimes('It takes five to ten minutes')).toEqual([]);
    expect(findSpokenTimes('Add five to ten.')).toEqual([]);
    expect(findSpokenTimes('Put three in the box')).toEqual([]);
    expect(findSpokenTimes('Half six bottles are left; wait half an hour')).toEqual([]);
  });
});

describe('formatTime', () => {
  it('writes the form the description asks, and HH:MM whenever it offers it', () => {
    expect(formatTime('15:30', 'Start, 24-hour clock (e.g. 15:00 for 3 PM).')).toEqual({ value: '15:30' });
    expect(formatTime('07:05', 'Time as HH:MM:SS.').value).toBe('07:05:00');
    expect(formatTime('19:05', 'Time, e.g. 7:30 pm').value).toBe('7:05 pm');
    expect(formatTime('00:15', 'Pickup time, 12-hour with AM/PM.').value).toBe('12:15 AM');
    expect(formatTime('09:40', 'Military time HHMM.').value).toBe('0940');
    expect(formatTime('09:40', 'When, as YYYY-MM-DD HH:MM:SS or HH:MM.').value).toBe('09:40');
  });
});
