// Names of people and things: particles and initials inside a name, role words that make a parameter a person's, a
// name said right before the parameter's own word, and the other readers of plain values this pass changed.
import { describe, expect, it } from 'vitest';
import { findEntities } from './gazetteer.ts';
import { kindOf } from './param-kind.ts';
import { afterColon } from './plain-values.ts';
import { argsOf, fn, text, pianoTuning as tune } from '../test-tools.ts';

const names = (t: string) => findEntities(t).map((e) => e.text);

describe('names with particles and initials', () => {
  it('keeps up to two lower-case particles inside one name', () => {
    expect(names('Send the invoice to Lucia de los Santos today')).toEqual(['Lucia de los Santos']);
    expect(names('Ask Pieter van den Berg about the boat')).toEqual(['Pieter van den Berg']);
    expect(names('The deed names Hanne ter Beek as owner')).toEqual(['Hanne ter Beek']);
    expect(names('Seat Carla de la Vega near the window')).toEqual(['Carla de la Vega']);
  });

  it('keeps initials with their full stops when more of the name follows', () => {
    expect(names('Mail the proofs to R. K. Adeyemi-Stone by noon')).toEqual(['R. K. Adeyemi-Stone']);
    expect(names('The letter came from Tomas B. Lindqvist')).toEqual(['Tomas B. Lindqvist']);
  });

  it('ends a Latin name where a Korean particle written onto it starts', () => {
    expect(names('그럼 Bergen은요?')).toEqual(['Bergen']);
    expect(names('Lyon에서 만나요')).toEqual(['Lyon']);
    expect(names('내일 Maria Lopez에게 전화해줘')).toEqual(['Maria Lopez']);
  });

  it("keeps a saint's possessive in the name of the place named for them, and splits any other owner off", () => {
    expect(names("The choir meets at St Bride's Hall")).toEqual(["St Bride's Hall"]);
    expect(names("Ring the bells of Saint Olaf's Church")).toEqual(["Saint Olaf's Church"]);
    expect(names("Meet me at Lena's Cafe")).not.toContain("Lena's Cafe");
  });

  it('stays one pass on long runs of capitals and particles', () => {
    for (const size of [1000, 2000, 4000]) {
      const run = 'Ana de la Cruz van der '.repeat(size / 20);
      expect(names(run).length).toBeGreaterThan(0);
    }
  });
});

describe('parameters for people in a role', () => {
  it('reads a driver, a renter or a pilot as a person', () => {
    for (const name of ['driver_name', 'renter', 'pilot_name', 'client_name'])
      expect(kindOf(name, { type: 'string' })).toBe('person');
  });

  const award = fn(
    'award_trophy',
    'Award a trophy to a sailor.',
    { trophy_name: text('Which trophy'), sailor_name: text('Who wins it'), points: { type: 'integer' } },
    ['trophy_name', 'sailor_name'],
  );
  const lend = fn(
    'lend_tool',
    'Lend a tool from the shed.',
    { tool_name: text('The tool'), borrower_name: text('Who borrows it') },
    ['tool_name', 'borrower_name'],
  );

  it('gives the name right before the cue word to that parameter, and the one after a preposition to the other', () => {
    expect(argsOf('Hand the Silver Gull trophy to Femke van Dalen with 42 points', [award])).toEqual([
      { trophy_name: 'Silver Gull', sailor_name: 'Femke van Dalen', points: 42 },
    ]);
  });

  it('fills a role parameter with a name that has particles', () => {
    expect(argsOf('Lend the Kessler drill to Ines de la Mar', [lend])).toEqual([
      { tool_name: 'Kessler drill', borrower_name: 'Ines de la Mar' },
    ]);
  });
});

describe('street addresses', () => {
  const collect = fn(
    'collect_parcel',
    'Collect a parcel from an address.',
    { address: text('Street address to collect from'), parcel_count: { type: 'integer' } },
    ['address'],
  );

  it('keeps the house number with street words beyond "Street" and "Road"', () => {
    for (const street of ['12 Tanners Row', '5 Coopers Yard', '31 Larch Close', '8 Bellfield Terrace'])
      expect(argsOf(`Collect two parcels from ${street} this week`, [collect])).toEqual([
        { address: street, parcel_count: 2 },
      ]);
  });
});

describe('a value after a colon', () => {
  const caption = fn(
    'caption_photo',
    'Set the caption of a photo.',
    { photo_id: text('Photo identifier'), caption: text('Caption text') },
    ['photo_id', 'caption'],
  );

  it('reads the words after the colon when the command before it names a code', () => {
    expect(argsOf('Caption photo HX_31-90: two herons at dusk on the marsh.', [caption])).toEqual([
      { photo_id: 'HX_31-90', caption: 'two herons at dusk on the marsh' },
    ]);
  });

  it('takes a bare hour before the colon for a time, not a command', () => {
    expect(afterColon('Meet at 10: bring the maps')).toBeUndefined();
    expect(afterColon('Label box B-12: winter coats')?.value).toBe('winter coats');
  });
});

describe('a labelled value', () => {
  it('keeps the first word of a name after a short label and its colon', () => {
    expect(names('Tenant: Ola Brekke. Flat: Harbour View.')).toEqual(['Ola Brekke', 'Harbour View']);
    expect(names('Sent by; author: T. M. Rasku.')).toEqual(['T. M. Rasku']);
  });

  it('reads what follows any colon as a value, so a name after a long sentence keeps its first word', () => {
    // Part 22c: a colon introduces what follows, however long the words before it ("… booking KX-44/7: Mirela Costache").
    expect(names('We talked about the garden for an hour after lunch: Greta Nilsen will help')).toContain(
      'Greta Nilsen',
    );
  });
});

describe('codes of digits and a capital', () => {
  const status = fn('locker_status', 'Whether a locker is free.', { locker_number: text('Locker number, e.g. 12-A') }, [
    'locker_number',
  ]);

  it('reads a number hyphenated to one capital letter as one code, not a hyphenated count', () => {
    expect(argsOf('Is locker 83-D free today?', [status])).toEqual([{ locker_number: '83-D' }]);
  });
});

describe('values after "from" and "to"', () => {
  const shift = fn(
    'shift_jars',
    'Move jars of a preserve between shelves.',
    {
      preserve_name: text('Which preserve'),
      from_shelf: text('Shelf to take them from'),
      to_shelf: text('Shelf to put them on'),
      jars: { type: 'integer' },
    },
    ['preserve_name', 'from_shelf', 'to_shelf', 'jars'],
  );

  it('takes the codes after the prepositions, not the name said before them', () => {
    expect(argsOf('Shift five jars of Tante Mirl Quince from shelf K-3 to shelf P-8', [shift])).toEqual([
      { preserve_name: 'Tante Mirl Quince', from_shelf: 'K-3', to_shelf: 'P-8', jars: 5 },
    ]);
  });
});

describe('a place said after "at" and a person after "for"', () => {
  const hire = fn(
    'hire_bike',
    'Hire a bike.',
    { pickup_location: text('Where the bike is picked up'), rider_name: text('Who rides it') },
    ['pickup_location', 'rider_name'],
  );

  it('gives the place parameter the name after "at", the person the name after "for"', () => {
    expect(argsOf('Hire a bike for Ilse Marten, collected at the Ferry Lane kiosk', [hire])).toEqual([
      { pickup_location: 'Ferry Lane', rider_name: 'Ilse Marten' },
    ]);
  });
});

describe("a name that holds the parameter's own word", () => {
  const stay = fn(
    'book_lodge',
    'Book rooms at a lodge.',
    { lodge_name: text('Name of the lodge'), nights: { type: 'integer', description: 'How many nights' } },
    ['lodge_name', 'nights'],
  );
  const keyed = fn('list_feeds', 'List the feeds.', { api_key: text('The API key') }, ['api_key']);

  it('takes "the Aldmoor Lodge" whole for the lodge, not the count after "for"', () => {
    expect(argsOf('Book the Aldmoor Lodge for four nights', [stay])).toEqual([
      { lodge_name: 'Aldmoor Lodge', nights: 4 },
    ]);
  });

  it("does not take a name made only of the parameter's own words", () => {
    expect(argsOf("List the feeds. The API Key is 'zq-991'", [keyed])).toEqual([{ api_key: 'zq-991' }]);
  });
});

describe('a name parameter and a number beside the name', () => {
  const shelve = fn(
    'shelve_cheese',
    'Put wheels of a cheese on the cellar shelves.',
    {
      cheese_name: text('The name of the cheese, without the year'),
      year: { type: 'integer', description: 'The year it was made' },
      wheels: { type: 'integer', description: 'How many wheels' },
    },
    ['cheese_name', 'year', 'wheels'],
  );

  it('gives the name parameter the name, and the year to the year', () => {
    expect(argsOf('Shelve three wheels of the 2023 Vieux Tomme', [shelve])).toEqual([
      { cheese_name: 'Vieux Tomme', year: 2023, wheels: 3 },
    ]);
  });
});

describe('a noun that only points at the figures after it', () => {
  const evaluate = fn(
    'evaluate',
    'Evaluate an arithmetic expression.',
    { expression: text('The expression, e.g. 2 * (3 + 4)') },
    ['expression'],
  );

  it("gives the expression, not the noun, after the tool's own verb", () => {
    expect(argsOf('Evaluate the total for (7 + 5) * 3.', [evaluate])).toEqual([{ expression: '(7 + 5) * 3' }]);
    expect(argsOf('Evaluate the value of 12.5 / 4', [evaluate])[0]?.expression).not.toBe('value');
  });
});

const firstCall = (request: string) => argsOf(request, [tune])[0];

describe('a name said as a signature, then where the person lives', () => {
  it('keeps the first name of a sentence that is a name and contact details alone', () => {
    expect(firstCall('The bass notes buzz, please come on 2027-05-04. Marisol Quenby-Hart, 6 Tallow Yard')).toEqual({
      client_name: 'Marisol Quenby-Hart',
      address: '6 Tallow Yard',
      visit_date: '2027-05-04',
    });
    expect(
      firstCall('Tune the baby grand at 6 Tallow Yard on 2027-05-04. Marisol Quenby-Hart (mqh@keys.example)')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('keeps the first name of a name alone that ends the request', () => {
    expect(firstCall('Could the tuner come to 6 Tallow Yard on 2027-05-04? Marisol Quenby-Hart.')?.client_name).toBe(
      'Marisol Quenby-Hart',
    );
    expect(
      firstCall("Could the tuner come to 6 Tallow Yard on 2027-05-04? Name's Marisol Quenby-Hart.")?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('still drops a command verb that opens a sentence before a name and a number', () => {
    expect(
      firstCall('Call Marisol Quenby-Hart, 0161 496 0377, and tune the piano at 6 Tallow Yard on 2027-05-04.')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('reads a weekday written short as no name', () => {
    expect(
      firstCall('Could the tuner come Thu 4 May 2027 to 6 Tallow Yard? Marisol Quenby-Hart, 0161 496 0377.')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });
});

describe('names this pass keeps whole', () => {
  const names = (t: string) => findEntities(t).map((e) => e.text);

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

describe('the words for acting name a cast parameter', () => {
  const plays = fn('find_plays', 'Finds plays on stage.', {
    directed_by: text('Director of the play'),
    cast: text('An actor in the play'),
  });

  it('gives the name said "as an actor" to cast, not to the director', () => {
    expect(argsOf('Any plays with Halvard Senje as an actor?', [plays])).toEqual([{ cast: 'Halvard Senje' }]);
  });
});

describe('"features" names a cast member too', () => {
  const shows = fn('find_shows', 'Finds television shows.', {
    directed_by: text('Director of the show'),
    cast: text('An actor in the show'),
  });

  it('gives the name after "features" to cast', () => {
    expect(argsOf('Find a show that features Maren Tvedt.', [shows])).toEqual([{ cast: 'Maren Tvedt' }]);
  });
});

describe('a capital "The" inside a sentence opens the name after it', () => {
  it('keeps "The" of a name said mid-sentence', () => {
    expect(findEntities('We dined at The Copper Kettle last night').map((e) => e.text)).toContain('The Copper Kettle');
  });

  it('drops the "The" that opens the sentence', () => {
    expect(findEntities('The Copper Kettle is shut').map((e) => e.text)).toContain('Copper Kettle');
  });

  const table = fn(
    'reserve_table',
    'Reserves a table at a restaurant.',
    { restaurant_name: text('Name of the restaurant.'), party_size: { type: 'integer', description: 'Diners.' } },
    ['restaurant_name', 'party_size'],
  );

  it('fills a name parameter with it', () => {
    expect(argsOf('Reserve a table for 3 at The Copper Kettle.', [table])).toEqual([
      { restaurant_name: 'The Copper Kettle', party_size: 3 },
    ]);
  });
});

describe("a capitalised run followed by a verb of its own is the sentence's subject", () => {
  const names = (request: string) => findEntities(request).map((e) => e.text);

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
  const names = (request: string) => findEntities(request).map((e) => e.text);

  const hours = fn('get_opening_hours', 'Opening hours of a place.', { place_name: text('Name of the place.') }, [
    'place_name',
  ]);

  it('reads "St." and "Mt." with the rest of the name', () => {
    expect(names('Hours for the St. Olaf Chapel')).toEqual(['St. Olaf Chapel']);
    expect(names('Mt. Hood Lodge has rooms?')).toContain('Mt. Hood Lodge');
    expect(argsOf('When does the St. Olaf Chapel open?', [hours])).toEqual([{ place_name: 'St. Olaf Chapel' }]);
  });
});
