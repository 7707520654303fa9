// A follow-up that names only a place (and words of the earlier tool) asks the earlier call again; a request that
// names a task of its own besides the place (in English, Polish or Korean) is no follow-up, and no value follow-up.
import { describe, expect, it } from 'vitest';
import { afterOneCall as after, callsAfter as calls, fn, text } from '../test-tools.ts';

const tides = fn(
  'get_tide_times',
  "High and low tide times for a harbour town, in metres or feet ('metres' or 'feet')",
  { town: text('Harbour town'), unit: text("Height unit: 'metres' or 'feet'") },
  ['town'],
);
// A second tool, so that no rule for a lone tool is what calls the tide tool.
const catchLog = fn(
  'log_catch',
  'Log a fish caught',
  { species: text('Fish species'), weight_kg: { type: 'number' } },
  ['species'],
);
const both = [tides, catchLog];
const before = after('get_tide_times', { town: 'Porthallow', unit: 'metres' }, { high: '06:10' });

describe('a place said again follows up on the earlier call', () => {
  it('asks the earlier tool for the new place (en, pl, ko), with the words of the earlier tool allowed', () => {
    const mevagissey = [['get_tide_times', { town: 'Mevagissey' }]];
    for (const request of [
      'What about Mevagissey?',
      'A w Mevagissey?',
      'Mevagissey는요?',
      'And the tides in Mevagissey?',
    ])
      expect(calls(request, both, before), request).toEqual(mevagissey);
  });

  it('reads past thanks, praise and a pause, and a word of the earlier tool by its stem (en, pl, ko)', () => {
    const mevagissey = [['get_tide_times', { town: 'Mevagissey' }]];
    for (const request of [
      'Great, thanks. What about Mevagissey?',
      'Wait, what about Mevagissey?',
      'Can you do Mevagissey next?',
      'Dzięki, a w Mevagissey?',
      '고마워요. 그럼 Mevagissey는요?',
      'Mevagissey는 어때요?',
    ])
      expect(calls(request, both, before), request).toEqual(mevagissey);
    const forecast = fn('get_forecast', 'Weather forecast for a town', { town: text('Town') }, ['town']);
    const rainBefore = after('get_forecast', { town: 'Porthallow' });
    expect(calls('Is it raining in Mevagissey?', [forecast, catchLog], rainBefore)).toEqual([
      ['get_forecast', { town: 'Mevagissey' }],
    ]);
  });
});

describe('a place with a task of its own is no follow-up', () => {
  it('calls nothing for a new task said in English, Polish or Korean', () => {
    for (const request of [
      'Book me a ferry to Mevagissey',
      'And rent a kayak in Mevagissey',
      'Zarezerwuj prom do Mevagissey',
      'Mevagissey에 페리 예약은요?',
    ])
      expect(calls(request, both, before), request).toEqual([]);
  });

  it('asks no earlier call again with a value of a new task ("flights" is no word of the tide tool)', () => {
    expect(calls('Find flights in feet', both, before)).toEqual([]);
    expect(calls('And in feet?', both, before)).toEqual([['get_tide_times', { town: 'Porthallow', unit: 'feet' }]]);
  });
});
