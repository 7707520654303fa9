// Values read in part 15: the thing a free-text description names, a language's name kept when no code is asked,
// registration plates in groups, and names with a saint's possessive, an owner, '&', 'al-' or a model number.
import { describe, expect, it } from 'vitest';
import { describedThing } from './plain-values.ts';
import { formatLanguage } from './languages.ts';
import { findEntities } from './gazetteer.ts';
import { findSpans } from './spans.ts';
import { argsOf, fn, text } from '../test-tools.ts';

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

describe('a language for a parameter that asks for no code', () => {
  const welsh = { name: 'Welsh', code: 'cy', locale: 'cy-GB', index: 0, end: 5 } as Parameters<
    typeof formatLanguage
  >[0];

  it('keeps the name when a two-letter word of the description is just a word', () => {
    expect(formatLanguage(welsh, 'The language it is sung in.')).toBe('Welsh');
  });

  it('writes the code when an example in quotes or brackets shows codes', () => {
    expect(formatLanguage(welsh, "Language, e.g. 'en' or 'de'")).toBe('cy');
    expect(formatLanguage(welsh, 'Language of the text (en, fr)')).toBe('cy');
  });
});

const names = (t: string) => findEntities(t).map((e) => e.text);
const codes = (t: string) =>
  findSpans(t)
    .filter((s) => s.kind === 'code')
    .map((s) => s.text);

describe('registration plates written in groups', () => {
  it('keeps the groups of a plate together', () => {
    expect(codes('Park the van YT-31 KEL by the gate')).toEqual(['YT-31 KEL']);
    expect(codes('Clamp car GH55 OPR now')).toEqual(['GH55 OPR']);
    expect(codes('The plate reads RB 7 WUX, I think')).toEqual(['RB 7 WUX']);
  });

  it('reads no last group as a name', () => {
    const spans = findSpans('Ticket for Lorna Vale, plate GH55 OPR');
    expect(spans.filter((s) => s.kind === 'proper').map((s) => s.text)).toEqual(['Lorna Vale']);
  });

  it('leaves a code alone when lower-case words follow it', () => {
    expect(codes('Send PX-9 to the yard')).toEqual(['PX-9']);
  });
});

describe('names this pass keeps whole', () => {
  it("keeps a saint's possessive inside the name", () => {
    expect(names('The choir sings at St Wilfrid’s Chapel tonight')).toEqual(['St Wilfrid’s Chapel']);
    expect(names('Meet me by Saint Brannoc’s Well')).toEqual(['Saint Brannoc’s Well']);
  });

  it('reads an owner and what it owns as two names', () => {
    expect(names('Service Tilde van Aken’s Corvane Sport 7 in May')).toEqual(['Tilde van Aken', 'Corvane Sport 7']);
  });

  it("joins names with '&' and a particle written onto the name", () => {
    expect(names('Invoice Bramble & Finch Joinery for the doors')).toEqual(['Bramble & Finch Joinery']);
    expect(names('Seat Idris el-Masri by the door')).toEqual(['Idris el-Masri']);
  });

  it('keeps a model number before a word saying what is done to it', () => {
    expect(names('Her Corvane Sport 7 needs it; the Velo Tour 2 serviced by Friday')).toContain('Velo Tour 2');
  });
});
