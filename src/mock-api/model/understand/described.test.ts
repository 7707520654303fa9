// The words a description parameter takes: the thing the verb names, or else what the other values left (their phrases and the opening verb dropped).
import { describe, expect, it } from 'vitest';
import { leftoverDescription } from './described.ts';
import { callsOf, fn } from '../test-tools.ts';

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
