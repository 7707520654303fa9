// The words a description parameter takes: the thing the verb names, or else what the other values left (their phrases and the opening verb dropped).
import { describe, expect, it } from 'vitest';
import { leftoverDescription, describedThing } from './described.ts';
import { callsOf, fn, argsOf, text } from '../test-tools.ts';

describe('leftoverDescription', () => {
  it('drops the other values with the phrase that opens each, the verb, and what follows a comma', () => {
    expect(
      leftoverDescription('Log a cracked tail lamp on van V-12, two photos.', ['V-12'], ['log', 'van', 'fault']),
    ).toBe('a cracked tail lamp');
    expect(
      leftoverDescription('Log a dent in the bonnet on his last hire ZB-1.', ['ZB-1'], ['log', 'van', 'fault']),
    ).toBe('a dent in the bonnet');
  });

  it('reads only what follows a colon, and drops a verb before "a" or "an" that names no tool', () => {
    expect(leftoverDescription('Van V-9: a cracked lamp.', ['V-9'], ['log', 'fault'])).toBe('a cracked lamp');
    expect(leftoverDescription('Fetch an old cot from 4 Mill Lane.', ['4 Mill Lane'], ['book', 'pickup'])).toBe(
      'an old cot',
    );
  });

  it('gives nothing when nothing is left, or when what is left is as long as a sentence', () => {
    expect(leftoverDescription('V-12', ['V-12'], ['log'])).toBeUndefined();
    const long = 'the lamp on the left side was cracked when the van came back from the long trip north';
    expect(leftoverDescription(long, [], ['log'])).toBeUndefined();
  });
});

describe('a description parameter in a call', () => {
  const fault = fn(
    'log_van_fault',
    'Logs a fault on a delivery van.',
    {
      van_id: { type: 'string', description: 'Van id' },
      fault_description: { type: 'string', description: 'What is wrong' },
    },
    ['van_id', 'fault_description'],
  );

  it('takes the thing the verb names, without its article and the phrase of the van id, not the whole request', () => {
    expect(callsOf('Log a cracked tail lamp on van V-12, two photos.', [fault])).toEqual([
      ['log_van_fault', { van_id: 'V-12', fault_description: 'cracked tail lamp' }],
    ]);
  });

  it('takes the words the other values left when no verb names a thing', () => {
    // No article after the verb, so describedThing finds nothing; leftoverDescription reads what the van id left.
    expect(callsOf('Log cracked tail lamp on van V-12.', [fault])).toEqual([
      ['log_van_fault', { van_id: 'V-12', fault_description: 'cracked tail lamp' }],
    ]);
  });

  it('leaves a parameter that asks for a message or a query as it was (only descriptions are read this way)', () => {
    const send = fn(
      'send_van_message',
      'Sends a message to a van driver.',
      { van_id: { type: 'string', description: 'Van id' }, message: { type: 'string', description: 'Message text' } },
      ['van_id', 'message'],
    );
    // The whole message after the colon, its comma and all: a description would stop at the comma.
    expect(callsOf('Send van V-12 a message: running late, back by six.', [send])).toEqual([
      ['send_van_message', { van_id: 'V-12', message: 'running late, back by six' }],
    ]);
  });
});

describe('the thing a description parameter names', () => {
  const haul = fn(
    'book_furniture_haul',
    'Books a van to haul a piece of furniture.',
    {
      street_address: text('Where to load it'),
      item_description: text('What is hauled'),
      haul_date: text('The date, YYYY-MM-DD'),
    },
    ['street_address', 'item_description', 'haul_date'],
  );
  const fault = fn(
    'log_boat_fault',
    'Logs a fault found on a hired boat.',
    { hire_code: text('The hire code'), fault_description: text('What is wrong'), photos: { type: 'boolean' } },
    ['hire_code', 'fault_description'],
  );

  it('takes the verb’s object up to a preposition that leads to another value', () => {
    expect(argsOf('Haul a walnut dresser from 8 Tanners Row on 3 May 2027.', [haul])).toEqual([
      { street_address: '8 Tanners Row', item_description: 'walnut dresser', haul_date: '2027-05-03' },
    ]);
  });

  it('skips a leading phrase that holds a value, and reads after "there\'s"', () => {
    expect(argsOf('On hire BT/77/K there’s a split in the port-side fender; no photos yet.', [fault])[0]).toMatchObject(
      {
        hire_code: 'BT/77/K',
        fault_description: 'split in the port-side fender',
      },
    );
  });

  it('ends at a preposition whose value is a few words on ("on her last hire BT-4")', () => {
    expect(argsOf('Log a bent tiller on her last hire BT-4', [fault])[0]).toMatchObject({
      hire_code: 'BT-4',
      fault_description: 'bent tiller',
    });
  });

  it('reads the thing after the clause’s colon when the verb names no article', () => {
    const request = 'Haul two loads from 8 Tanners Row: a dresser on Monday';
    const stops = [
      { start: 20, end: 34 },
      { start: 48, end: 54 },
    ];
    expect(describedThing(request, stops)).toEqual({ value: 'dresser', start: 37 });
  });

  it('finds nothing when no verb or "there is" opens the clause before an article', () => {
    expect(describedThing('Broken tiller on BT-4', [{ start: 17, end: 21 }])).toBeUndefined();
    expect(describedThing('Log damage on BT-4', [{ start: 14, end: 18 }])).toBeUndefined();
  });

  it('keeps a preposition that leads to no value inside the thing', () => {
    expect(describedThing('Log a crack along the lower hull, please', [])?.value).toBe('crack along the lower hull');
  });

  it('stays linear on long requests', () => {
    for (const size of [1000, 2000, 4000]) {
      const long = `Haul ${'a walnut dresser from the hall and '.repeat(size / 36)}`;
      expect(describedThing(long, [])).toBeUndefined();
    }
  });
});
