// The answer after tool results, for results of shapes made up here: sentences with units, hand-overs left out, a nested
// agent's answer quoted once, and failures (JSON or plain text) said plainly with an offer to try again.
import { describe, expect, it } from 'vitest';
import type { PastCall } from '../conversation.ts';
import { finalAnswer } from './final-answer.ts';

const call = (name: string, args: unknown, result: unknown): PastCall => ({ id: `call_${name}`, name, arguments: JSON.stringify(args), result: typeof result === 'string' ? result : JSON.stringify(result) });
const paris = call('get_weather', { city: 'Paris' }, { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 });

describe('finalAnswer', () => {
  it('says quantities with their units, taken from the key', () => {
    expect(finalAnswer([paris])).toBe("Here's what I found:\n\n**Paris**: 17°C, light drizzle, humidity at 81%.");
    const trip = finalAnswer([call('plan_trip', { from: 'Bonn', to: 'Köln' }, { distance_km: 28.5, duration_min: 31, toll_usd: 4.5, wind_kmh: 12, rain_pct: 40 })]);
    expect(trip).toBe("Here's what I found:\n\n**plan_trip**: distance 28.5 km, duration 31 min, toll $4.50, wind 12 km/h, rain 40%.");
  });

  it('reads nested objects and lists instead of pasting JSON', () => {
    const answer = finalAnswer([call('conditions', { lat: 1 }, { location: { name: 'Lyon' }, current: { temp_f: 59, wind: { speed_mph: 7, dir: 'NW' } }, alerts: ['fog', 'ice'], sensors: [] })]);
    expect(answer).toContain('current (59°F, wind (speed 7 mph, dir: NW))');
    expect(answer).toContain('alerts: fog, ice');
    expect(answer).toContain('sensors: none');
    expect(answer).not.toMatch(/[{}"]/);
  });

  it('lists a result that is a list of objects, one line per item, and says how many more', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ title: `Mug ${i + 1}`, price: 9 + i, currency: 'EUR', in_stock: i % 2 === 0 }));
    const answer = finalAnswer([call('search_products', { query: 'mug' }, items)]);
    expect(answer.split('\n').slice(2)).toEqual(['**mug**:', '- Mug 1: price €9, in stock: yes', '- Mug 2: price €10, in stock: no', '- Mug 3: price €11, in stock: yes', '- Mug 4: price €12, in stock: no', '- Mug 5: price €13, in stock: yes', '- and 2 more']);
  });

  it('says a bare number or list as it is, once punctuated', () => {
    expect(finalAnswer([call('calculate', { expression: '6*7' }, 42), call('tags', {}, ['a', 'b'])])).toBe("Here's what I found:\n\n**calculate**: 42.\n**tags**: a, b.");
    expect(finalAnswer([call('motto', {}, 'Done. Nothing else to do.')])).toBe("Here's what I found:\n\n**motto**: Done. Nothing else to do.");
  });

  it('leaves out hand-over calls: they pass the work on and find nothing', () => {
    const handoff = call('transfer_to_Weather_agent', {}, { assistant: 'Weather agent' });
    expect(finalAnswer([paris, handoff])).toBe(finalAnswer([paris]));
    expect(finalAnswer([handoff])).toBe('');
  });

  it('quotes a nested agent\'s answer once, without its own lead', () => {
    const nested = call('weather_agent', { input: 'Weather in Paris?' }, finalAnswer([paris]));
    expect(finalAnswer([nested])).toBe(finalAnswer([paris]));
    const prose = call('research_agent', { input: 'GIL?' }, "Here's what I found:\n\nThe GIL lets one thread run Python bytecode at a time.");
    const answer = finalAnswer([prose]);
    expect(answer).toBe("Here's what I found:\n\n**research_agent**: The GIL lets one thread run Python bytecode at a time.");
    expect(answer).not.toContain('..');
  });

  it('reads a plain text that says the tool failed as a failure, and offers to try again', () => {
    for (const text of ['An error occurred while running the tool. Please try again.', 'Could not reach the weather service', 'Request timed out after 30s', 'Traceback (most recent call last): boom']) {
      const answer = finalAnswer([call('get_weather', { city: 'Paris' }, text)]);
      expect(answer, text).toMatch(/^\*\*Paris\*\*: the get_weather call failed \(/);
      expect(answer, text).toMatch(/Want me to try again\?$/);
      expect(answer, text).not.toContain("Here's what I found");
      expect(answer, text).not.toContain('..');
    }
    expect(finalAnswer([call('get_weather', { city: 'Paris' }, 'An error occurred while running the tool. Please try again.')])).toContain('failed (An error occurred while running the tool)');
  });

  it('reads JSON failures of the usual shapes', () => {
    const shapes = [{ error: 'quota used up' }, { error: { message: 'quota used up', code: 429 } }, { ok: false, reason: 'quota used up' }, { status: 'error', message: 'quota used up' }, { isError: true, content: [{ type: 'text', text: 'quota used up' }] }];
    for (const shape of shapes) expect(finalAnswer([call('lookup', { id: '7' }, shape)]), JSON.stringify(shape)).toContain('the lookup call failed (quota used up)');
  });

  it('keeps the findings beside a failure, and a long text that mentions a failure is data', () => {
    const mixed = finalAnswer([paris, call('get_weather', { city: 'Rome' }, 'Error: upstream 503')]);
    expect(mixed).toBe("Here's what I found:\n\n**Paris**: 17°C, light drizzle, humidity at 81%.\n**Rome**: the get_weather call failed (Error: upstream 503), so I can't tell you that part.\n\nWant me to try again?");
    const article = `The 1986 launch failed to reach orbit after a seal gave way. ${'Engineers had warned about cold weather for weeks before the launch. '.repeat(8)}`;
    expect(finalAnswer([call('search_web', { query: 'launch' }, article)])).toMatch(/^Here's what I found:\n\n\*\*launch\*\*: The 1986 launch failed to reach orbit/);
  });

  it('answers in the language asked', () => {
    expect(finalAnswer([call('get_weather', { city: 'Seoul' }, 'Could not reach the weather service')], 'ko')).toMatch(/다시 시도해 볼까요\?$/);
    expect(finalAnswer([call('lookup', {}, [{ name: 'A', open: true }])], 'pl')).toContain('- A: open: tak');
  });
});
