// The answer after tool results, for results of shapes made up here: sentences with units, hand-overs left out, a nested
// agent's answer quoted once, and failures (JSON or plain text) said plainly with an offer to try again.
import { describe, expect, it } from 'vitest';
import type { PastCall } from '../conversation.ts';
import { finalAnswer } from './final-answer.ts';

const call = (name: string, args: unknown, result: unknown): PastCall => ({
  id: `call_${name}`,
  name,
  arguments: JSON.stringify(args),
  result: typeof result === 'string' ? result : JSON.stringify(result),
});
const paris = call(
  'get_weather',
  { city: 'Paris' },
  { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 },
);

describe('finalAnswer', () => {
  it('says quantities with their units, taken from the key', () => {
    expect(finalAnswer([paris])).toBe("Here's what I found:\n\n**Paris**: 17°C, light drizzle, humidity at 81%.");
    const trip = finalAnswer([
      call(
        'plan_trip',
        { from: 'Bonn', to: 'Köln' },
        { distance_km: 28.5, duration_min: 31, toll_usd: 4.5, wind_kmh: 12, rain_pct: 40 },
      ),
    ]);
    expect(trip).toBe(
      "Here's what I found:\n\n**plan_trip**: distance 28.5 km, duration 31 min, toll $4.50, wind 12 km/h, rain 40%.",
    );
  });

  it('reads nested objects and lists instead of pasting JSON', () => {
    const answer = finalAnswer([
      call(
        'conditions',
        { lat: 1 },
        {
          location: { name: 'Lyon' },
          current: { temp_f: 59, wind: { speed_mph: 7, dir: 'NW' } },
          alerts: ['fog', 'ice'],
          sensors: [],
        },
      ),
    ]);
    expect(answer).toContain('current (59°F, wind (speed 7 mph, dir: NW))');
    expect(answer).toContain('alerts: fog, ice');
    expect(answer).toContain('sensors: none');
    expect(answer).not.toMatch(/[{}"]/);
  });

  it('lists a result holding an array of objects, one line per item, and says how many more', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      title: `Mug ${i + 1}`,
      price: 9 + i,
      currency: 'EUR',
      in_stock: i % 2 === 0,
    }));
    const answer = finalAnswer([call('search_products', { query: 'mug' }, items)]);
    expect(answer.split('\n').slice(2)).toEqual([
      '**mug**:',
      '- Mug 1: price €9, in stock: yes',
      '- Mug 2: price €10, in stock: no',
      '- Mug 3: price €11, in stock: yes',
      '- Mug 4: price €12, in stock: no',
      '- Mug 5: price €13, in stock: yes',
      '- and 2 more',
    ]);
  });

  it('says a bare number or list as it is, once punctuated', () => {
    expect(finalAnswer([call('calculate', { expression: '6*7' }, 42), call('tags', {}, ['a', 'b'])])).toBe(
      "Here's what I found:\n\n**calculate**: 42.\n**tags**: a, b.",
    );
    expect(finalAnswer([call('motto', {}, 'Done. Nothing else to do.')])).toBe(
      "Here's what I found:\n\n**motto**: Done. Nothing else to do.",
    );
  });

  it('leaves out hand-over calls: they pass the work on and find nothing', () => {
    const handoff = call('transfer_to_Weather_agent', {}, { assistant: 'Weather agent' });
    expect(finalAnswer([paris, handoff])).toBe(finalAnswer([paris]));
    expect(finalAnswer([handoff])).toBe('');
  });

  it("quotes a nested agent's answer once, without its own lead", () => {
    const nested = call('weather_agent', { input: 'Weather in Paris?' }, finalAnswer([paris]));
    expect(finalAnswer([nested])).toBe(finalAnswer([paris]));
    const prose = call(
      'research_agent',
      { input: 'GIL?' },
      "Here's what I found:\n\nThe GIL lets one thread run Python bytecode at a time.",
    );
    const answer = finalAnswer([prose]);
    expect(answer).toBe(
      "Here's what I found:\n\n**research_agent**: The GIL lets one thread run Python bytecode at a time.",
    );
    expect(answer).not.toContain('..');
  });

  it('reads a plain text that says the tool failed as a failure, and offers to try again', () => {
    for (const text of [
      'An error occurred while running the tool. Please try again.',
      'Could not reach the weather service',
      'Request timed out after 30s',
      'Traceback (most recent call last): boom',
    ]) {
      const answer = finalAnswer([call('get_weather', { city: 'Paris' }, text)]);
      expect(answer, text).toMatch(/^\*\*Paris\*\*: the get_weather call failed \(/);
      expect(answer, text).toMatch(/Want me to try again\?$/);
      expect(answer, text).not.toContain("Here's what I found");
      expect(answer, text).not.toContain('..');
    }
    expect(
      finalAnswer([
        call('get_weather', { city: 'Paris' }, 'An error occurred while running the tool. Please try again.'),
      ]),
    ).toContain('failed (An error occurred while running the tool)');
  });

  it('reads JSON failures of the usual shapes', () => {
    const shapes = [
      { error: 'quota used up' },
      { error: { message: 'quota used up', code: 429 } },
      { ok: false, reason: 'quota used up' },
      { status: 'error', message: 'quota used up' },
      { isError: true, content: [{ type: 'text', text: 'quota used up' }] },
    ];
    for (const shape of shapes)
      expect(finalAnswer([call('lookup', { id: '7' }, shape)]), JSON.stringify(shape)).toContain(
        'the lookup call failed (quota used up)',
      );
  });

  it('keeps the findings beside a failure, and a long text that mentions a failure is data', () => {
    const mixed = finalAnswer([paris, call('get_weather', { city: 'Milan' }, 'Error: upstream 503')]);
    expect(mixed).toBe(
      "Here's what I found:\n\n**Paris**: 17°C, light drizzle, humidity at 81%.\n**Milan**: the get_weather call failed (Error: upstream 503), so I can't tell you that part.\n\nWant me to try again?",
    );
    const article = `The 1986 launch failed to reach orbit after a seal gave way. ${'Engineers had warned about cold weather for weeks before the launch. '.repeat(8)}`;
    expect(finalAnswer([call('search_web', { query: 'launch' }, article)])).toMatch(
      /^Here's what I found:\n\n\*\*launch\*\*: The 1986 launch failed to reach orbit/,
    );
  });

  it('answers in the language asked', () => {
    expect(finalAnswer([call('get_weather', { city: 'Seoul' }, 'Could not reach the weather service')], 'ko')).toMatch(
      /다시 시도해 볼까요\?$/,
    );
    expect(finalAnswer([call('lookup', {}, [{ name: 'A', open: true }])], 'pl')).toContain('- A: open: tak');
  });
});

// Three more shapes, made up for this test: a home monitor's nested objects, lists of numbers and of rows, and the ways
// runtimes and services report a failure in plain text.
describe('finalAnswer, for more invented shapes', () => {
  const found = (line: string) => `Here's what I found:\n\n${line}`;

  it('reads nested objects with units in their keys, each nested object named by its label, an amount object as its amount', () => {
    const home = {
      device: { name: 'Boiler', room: 'Cellar' },
      readings: { water_temp_c: 58.5, pressure_bar: 1.8, power_kw: 3.2, latency_ms: 120 },
      tariff: { value: 0.31, currency: 'EUR' },
      battery: { voltage_v: 3.6, charge_pct: 40 },
    };
    expect(finalAnswer([call('home_status', { home: 'main' }, home)])).toBe(
      found(
        '**home_status**: device: Boiler (room: Cellar), readings (water temp 58.5°C, pressure 1.8 bar, power 3.2 kW, latency 120 ms), tariff €0.31, battery (voltage 3.6 V, charge 40%).',
      ),
    );
    expect(
      finalAnswer([
        call(
          'get_quote',
          { symbol: 'ACME' },
          { symbol: 'ACME', market_cap_usd: 2.8e12, price: { amount: 182.4, currency: 'USD' } },
        ),
      ]),
    ).toContain('market cap $2,800,000,000,000, price $182.40.');
  });

  it("says each number of a list in its key's unit, a list of rows row by row, and a list one item longer than shown in full", () => {
    const oslo = {
      city: 'Oslo',
      hourly_temp_c: [3, 5, 6, 4],
      gusts_ms: [9.5, 14.2],
      hours: ['09:00', '12:00', '15:00', '18:00'],
    };
    expect(finalAnswer([call('hourly_forecast', { city: 'Oslo' }, oslo)])).toBe(
      found('**Oslo**: hourly temp: 3°C, 5°C, 6°C, 4°C, gusts: 9.5 m/s, 14.2 m/s, hours: 09:00, 12:00, 15:00, 18:00.'),
    );
    expect(
      finalAnswer([
        call(
          'daily_usage',
          {},
          {
            rows: [
              ['2026-12-01', 120.5],
              ['2026-12-02', 98],
            ],
          },
        ),
      ]),
    ).toBe(found('**daily_usage**: rows: 2026-12-01, 120.5; 2026-12-02, 98.'));
    expect(finalAnswer([call('readings', {}, { values: [1, 2, 3, 4, 5] })])).toBe(
      found('**readings**: values: 1, 2, 3 and 2 more.'),
    );
    const stops = (n: number) =>
      finalAnswer([
        call(
          'nearby_stops',
          {},
          Array.from({ length: n }, (_, i) => ({ name: `Stop ${i + 1}`, walk_min: 2 + i })),
        ),
      ])
        .split('\n')
        .slice(3);
    expect(stops(6)).toEqual([
      '- Stop 1: walk 2 min',
      '- Stop 2: walk 3 min',
      '- Stop 3: walk 4 min',
      '- Stop 4: walk 5 min',
      '- Stop 5: walk 6 min',
      '- Stop 6: walk 7 min',
    ]);
    expect(stops(7).slice(-2)).toEqual(['- Stop 5: walk 6 min', '- and 2 more']);
  });

  it('reads exceptions, HTTP failures, network error codes and "service is down" texts as failures', () => {
    const texts = [
      "KeyError: 'temperature'",
      'java.net.SocketException: Connection reset',
      'HTTP 503 Service Unavailable',
      '404 Not Found',
      'connect ECONNREFUSED 127.0.0.1:8080',
      'Invalid API key provided.',
      'Something went wrong',
      'Sorry, the weather service is down right now.',
      'Timeout: no answer within 30 s',
    ];
    for (const text of texts) {
      expect(finalAnswer([call('get_weather', { city: 'Paris' }, text)]), text).toMatch(
        /^\*\*Paris\*\*: the get_weather call failed \([^)]+\), so I can't tell you that part\.\n\nWant me to try again\?$/,
      );
    }
    expect(finalAnswer([call('get_weather', { city: 'Paris' }, 'HTTP 503 Service Unavailable')])).toContain(
      'failed (HTTP 503 Service Unavailable)',
    );
  });

  it('keeps texts that only look like failures as findings', () => {
    const texts = [
      'The stock is down 2% today.',
      '400 Main Street, Tampa',
      'Status: 200 OK, 3 items synced',
      'No results found for "Paris".',
      'ErrorBoundary catches render errors in React.',
    ];
    for (const text of texts)
      expect(finalAnswer([call('lookup', {}, text)]), text).toMatch(/^Here's what I found:\n\n\*\*lookup\*\*: /);
  });
});

describe('finalAnswer quotes code and terminal output as code', () => {
  const call = (name: string, result: string): PastCall => ({ id: 'c1', name, arguments: '{}', result });

  it('puts a shell output in a fence, so Markdown keeps its underscores and its lines', () => {
    const answer = finalAnswer([call('shell', 'if __name__ == "__main__":\n    print(greet("wrold"))\n')]);
    expect(answer).toContain('```\nif __name__ == "__main__":\n    print(greet("wrold"))\n```');
  });

  it('reads a file of another tool as code when most of its lines are code, but prose stays prose', () => {
    expect(finalAnswer([call('read_file', 'import os\n\ndef main():\n    return os.getcwd()')])).toContain(
      '```\nimport os',
    );
    const prose = finalAnswer([call('notes', 'The bridge opened in 1932.\nIt carries eight lanes of traffic.')]);
    expect(prose).not.toContain('```');
  });

  it('cuts a long output and says how many lines it left out; a fence inside the text gets a longer fence', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line_${i + 1}`).join('\n');
    const answer = finalAnswer([call('shell', lines)]);
    expect(answer).toContain('line_20\n… (and 10 more)');
    expect(answer).not.toContain('line_21');
    expect(finalAnswer([call('shell', 'cat README.md\n```js\nx()\n```')])).toContain('````\ncat README.md');
  });
});

describe('finalAnswer in the reply language', () => {
  const berlin = call(
    'get_weather',
    { city: 'Berlin' },
    { city: 'Berlin', temperature: 18, condition: 'Partly cloudy', humidity: 65 },
  );
  const tokyo = call('get_weather', { city: 'Tokyo' }, { city: 'Tokyo', temperature: 28, condition: 'Sunny' });

  it('says the weather condition in Polish and Korean words, not the English ones the tool returned', () => {
    const pl = finalAnswer([berlin, tokyo], 'pl');
    expect(pl).not.toMatch(/cloudy|sunny/i);
    expect(pl).toContain('częściowe zachmurzenie');
    expect(pl).toContain('słonecznie');
    const ko = finalAnswer([berlin, tokyo], 'ko');
    expect(ko).not.toMatch(/cloudy|sunny/i);
    expect(ko).toContain('구름 조금');
    expect(ko).toContain('맑음');
  });

  it('keeps a condition it has no words for as the tool spelled it', () => {
    const odd = call('get_weather', { city: 'Oslo' }, { city: 'Oslo', temperature: 1, condition: 'Diamond dust' });
    expect(finalAnswer([odd], 'pl')).toContain('diamond dust');
  });
});
