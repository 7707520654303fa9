// Names kept whole in part 22c: a sentence's subject, a value after a colon, a short form's full stop, and the new name after "to".
import { describe, expect, it } from 'vitest';
import { findEntities } from './gazetteer.ts';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const names = (request: string) => findEntities(request).map((e) => e.text);

describe("a capitalised run followed by a verb of its own is the sentence's subject", () => {
  const rota = fn(
    'put_on_rota',
    'Puts a nurse on the ward rota.',
    { nurse_name: text('Full name of the nurse.'), ward: text('Ward name.') },
    ['nurse_name'],
  );

  it('keeps the first word of a name that opens the sentence', () => {
    expect(names('Hana Sato starts on the night shift.')).toContain('Hana Sato');
    expect(names('Their Order Code will change.')).not.toContain('Their Order Code');
    expect(argsOf('Ilse Varga joins the rota next week.', [rota])).toEqual([{ nurse_name: 'Ilse Varga' }]);
  });

  it('still drops a command verb that opens the sentence', () => {
    expect(names('Invite Maria Lopez to the party')).toContain('Maria Lopez');
    expect(names('Invite Maria Lopez to the party')).not.toContain('Invite Maria Lopez');
  });

  it('reads no single label word, nor a label before "is", as a subject', () => {
    expect(names('Passcode has six digits.')).not.toContain('Passcode');
    expect(names('Badge Number is 7781.')).not.toContain('Badge Number');
  });
});

describe('after a colon, a capitalised run opens the value', () => {
  const drivers = fn(
    'add_driver',
    'Adds a driver to a car rental booking.',
    { booking_ref: text('Booking reference.'), driver_name: text('Full name of the driver.') },
    ['booking_ref', 'driver_name'],
  );

  it('keeps the whole name after a long label', () => {
    expect(argsOf('Add a driver to booking KX-44/7: Mirela Costache.', [drivers])).toEqual([
      { booking_ref: 'KX-44/7', driver_name: 'Mirela Costache' },
    ]);
  });
});

describe("a short form's full stop inside a name ends no sentence", () => {
  const hours = fn('get_opening_hours', 'Opening hours of a place.', { place_name: text('Name of the place.') }, [
    'place_name',
  ]);

  it('reads "St." and "Mt." with the rest of the name', () => {
    expect(names('Hours for the St. Olaf Chapel')).toEqual(['St. Olaf Chapel']);
    expect(names('Mt. Hood Lodge has rooms?')).toContain('Mt. Hood Lodge');
    expect(argsOf('When does the St. Olaf Chapel open?', [hours])).toEqual([{ place_name: 'St. Olaf Chapel' }]);
  });
});

describe('the parameter for what a thing becomes takes what is said after "to"', () => {
  const rename = fn(
    'rename_folder',
    'Renames a folder.',
    { current_name: text('The folder to rename.'), new_name: text('The name it gets.') },
    ['current_name', 'new_name'],
  );

  it('gives the code before "to" to the current name and the name after it to the new one, with its note', () => {
    expect(argsOf('Rename the Q3 folder to Archive 2026', [rename])).toEqual([
      { current_name: 'Q3', new_name: 'Archive 2026' },
    ]);
    expect(ask('Rename the Q3 folder to Archive 2026', [rename]).explanation).toContain(
      "(the value said after 'to' is what it becomes)",
    );
  });

  it('leaves a pair already read in order as it is', () => {
    expect(argsOf('Rename the Tax Papers folder to Old Receipts', [rename])).toEqual([
      { current_name: 'Tax Papers', new_name: 'Old Receipts' },
    ]);
  });
});
