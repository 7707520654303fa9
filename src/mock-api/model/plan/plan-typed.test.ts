// How the planner reads values whose form says which parameter they are for, on small invented tools: e-mail addresses
// for recipients and senders (and for no other string parameter), postal codes by their national forms, and a plain number
// left for the one number parameter no unit ties.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const mail = fn(
  'send_mail',
  'Sends a short e-mail.',
  { recipient: text('Who gets it.'), subject: text('Subject line of the email.'), tag: text('A label.') },
  ['recipient', 'subject'],
);
const forward = fn(
  'forward_message',
  'Forwards a stored message.',
  { sender: text('Original sender.'), to: text('Where it goes.') },
  ['sender', 'to'],
);
const meeting = fn(
  'schedule_meeting',
  'Schedules a meeting.',
  { title: text('Meeting title.'), attendees: { type: 'array', items: { type: 'string' }, description: 'Invitees.' } },
  ['title', 'attendees'],
);
const member = fn('add_member', 'Adds a member to a club.', { member: text('E-mail address of the new member.') }, [
  'member',
]);
const label = fn('print_label', 'Prints a label.', { label_text: text('What the label says.') }, ['label_text']);

describe('an e-mail address', () => {
  it('fills the recipient, and the explanation names the rule and the address', () => {
    const reply = ask('Mail tomas.berg@kestrel.io with subject "Kiln rota"', [mail]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { recipient: 'tomas.berg@kestrel.io', subject: 'Kiln rota' },
    ]);
    expect(reply.explanation).toContain(
      "recipient from 'tomas.berg@kestrel.io' (an e-mail address for whom it goes to)",
    );
  });

  it('goes to the sender after "from" and to the recipient after "to", whatever order they come in', () => {
    expect(argsOf('Forward to li@dune.net the message from ops@dune.net', [forward])).toEqual([
      { sender: 'ops@dune.net', to: 'li@dune.net' },
    ]);
  });

  it('fills a list of attendees with every address written, in order', () => {
    expect(argsOf('Set up a meeting "Glaze test" with ana@pot.org, bo@pot.org and cy@pot.org', [meeting])).toEqual([
      { title: 'Glaze test', attendees: ['ana@pot.org', 'bo@pot.org', 'cy@pot.org'] },
    ]);
  });

  it('fills a parameter whose description says it holds an e-mail address', () => {
    expect(argsOf('Add yusuf@ferns.club to the club', [member])).toEqual([{ member: 'yusuf@ferns.club' }]);
  });

  it('is no value for a string parameter that holds no address', () => {
    expect(argsOf('Mail ida@ko.dk with subject "Rent"', [mail])[0]?.tag).toBeUndefined();
    expect(argsOf('Print a label for desk@hall.org', [label])[0]?.label_text).not.toBe('desk@hall.org');
  });
});

const weather = fn('postal_weather', 'Weather for a postal area.', { zip: text('ZIP code.') }, ['zip']);
const branch = fn(
  'nearest_branch',
  'Finds the nearest bank branch.',
  { postcode: text('Postcode of the area.'), radius_km: { type: 'number', description: 'Radius in km.' } },
  ['postcode'],
);
const parcel = fn(
  'parcel_rates',
  'Parcel rates to an address.',
  { postal_code: text('Postal code of the destination.'), weight_kg: { type: 'number', description: 'Weight in kg.' } },
  ['postal_code', 'weight_kg'],
);
const census = fn('zip_population', 'Population of a ZIP area.', { zip: { type: 'integer', description: 'ZIP.' } }, [
  'zip',
]);

describe('a postal code', () => {
  it('is read by its form, and the explanation names the form', () => {
    const reply = ask('Nearest branch to LS6 2AQ within 3 km', [branch]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ postcode: 'LS6 2AQ', radius_km: 3 }]);
    expect(reply.explanation).toContain("postcode from 'LS6 2AQ' (a UK postcode)");
  });

  it('reads US ZIP and ZIP+4, Polish 00-000 and Korean five digits as written, leading zeros kept', () => {
    expect(argsOf('What is the weather in 30307?', [weather])).toEqual([{ zip: '30307' }]);
    expect(argsOf('Weather for 60614-2207 tonight', [weather])).toEqual([{ zip: '60614-2207' }]);
    expect(argsOf('Rates for a 2 kg parcel to 31-042 Kraków', [parcel])).toEqual([
      { postal_code: '31-042', weight_kg: 2 },
    ]);
    expect(argsOf('Rates for 1.5 kg to postal code 04524', [parcel])).toEqual([
      { postal_code: '04524', weight_kg: 1.5 },
    ]);
  });

  it('takes five digits with a unit after them for no postal code, and a number parameter gets the digits', () => {
    expect(argsOf('Weather where I walked 12000 steps', [weather])[0]?.zip).not.toBe('12000');
    expect(argsOf('How many people live in ZIP 73301?', [census])).toEqual([{ zip: 73301 }]);
  });
});

const forecast = fn('forecast', 'Weather forecast.', { location: text('City name, or a ZIP code.') }, ['location']);

describe('a parameter described as a town or a postal code', () => {
  it('takes five digits alone, but a known town said beside them first', () => {
    expect(argsOf('Forecast for 80302', [forecast])).toEqual([{ location: '80302' }]);
    expect(argsOf('Forecast for Lyon 69002', [forecast])).toEqual([{ location: 'Lyon' }]);
  });
});

describe('no tool named, two values tied and one plain number left', () => {
  // Named so that no word of the tool is said: the tool is found by its values alone.
  const savings = fn(
    'grow_savings',
    'Works out what savings become.',
    {
      principal: { type: 'number', description: 'Starting amount.' },
      rate: { type: 'number', description: 'Interest rate in percent.' },
      term: { type: 'integer', description: 'Term in years.' },
    },
    ['principal', 'rate', 'term'],
  );

  it('gives the plain number to the one number parameter nothing else is tied to', () => {
    expect(argsOf('What would 1500 turn into at 4 percent over 12 years?', [savings])).toEqual([
      { principal: 1500, rate: 4, term: 12 },
    ]);
  });

  it('calls nothing when two plain numbers are left for two parameters', () => {
    const loan = fn(
      'price_loan',
      'Prices a loan.',
      {
        amount: { type: 'number', description: 'Amount borrowed.' },
        fee: { type: 'number', description: 'Fee charged.' },
        rate: { type: 'number', description: 'Interest rate in percent.' },
        term: { type: 'integer', description: 'Term in years.' },
      },
      ['amount', 'fee', 'rate', 'term'],
    );
    expect(argsOf('What about 1500 and 30 at 4 percent over 12 years?', [loan])).toEqual([]);
  });
});
