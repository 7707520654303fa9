// An option read from one word of its own that no other option has, and the words that tell no option apart.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const mooring = fn(
  'book_boat_mooring',
  'Books a mooring for a boat.',
  {
    boat_name: text('Name of the boat'),
    berth: {
      type: 'string',
      description: 'Where the boat lies.',
      enum: ['river_pontoon', 'marina_basin', 'outer_wall'],
    },
    arrival_date: text('Day of arrival, YYYY-MM-DD'),
    length_class: { type: 'string', description: 'Size band of the boat.', enum: ['short_hull', 'long_hull'] },
  },
  ['boat_name', 'berth', 'arrival_date'],
);

const crew = fn(
  'join_regatta_crew',
  'Signs a volunteer up to a regatta team.',
  {
    volunteer_name: text('Name of the volunteer'),
    team: { type: 'string', description: 'The team to join.', enum: ['timekeeping', 'buoy_laying', 'safety_boat'] },
  },
  ['volunteer_name', 'team'],
);

const fenceQuote = fn(
  'quote_fence_repair',
  'Prices a repair of a garden fence.',
  {
    metres: { type: 'integer', description: 'Length to repair, in metres.' },
    fence_type: { type: 'string', description: 'Kind of fence.', enum: ['close_board', 'picket_fence', 'chain_link'] },
  },
  ['metres'],
);

const wire = fn(
  'order_fence_wire',
  'Orders fence wire for delivery.',
  {
    farm: text('Farm to deliver to'),
    length_m: { type: 'integer', description: 'Length in metres.' },
    grade: { type: 'string', description: 'Wire grade.', enum: ['230_mild', '410_spring', '2024_range'] },
  },
  ['farm', 'length_m'],
);

describe('an option named by a word no other option has', () => {
  it('reads the option one of whose words the request says', () => {
    const [args] = argsOf('Moor the Sea Lark in the basin on 3 May 2027, please.', [mooring]);
    expect(args).toMatchObject({ boat_name: 'Sea Lark', berth: 'marina_basin', arrival_date: '2027-05-03' });
  });

  it('reads a word said inflected, and names the rule and the word', () => {
    const reply = ask('Sign Odile Marchetti up: she would like to help lay the buoys.', [crew]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ team: 'buoy_laying' });
    expect(reply.explanation).toContain(
      `team "buoy_laying" from 'buoys' (an option named by a word no other option has)`,
    );
  });

  it("takes no word of the parameter's or the tool's name, and no word that says what an amount measures", () => {
    expect(argsOf('Price 12 metres of fence repair, please.', [fenceQuote])[0]).toEqual({ metres: 12 });
    const [args] = argsOf('Moor the Sea Lark in the basin on 3 May 2027; she is 11 metres long.', [mooring]);
    expect(args).not.toHaveProperty('length_class');
  });

  it('reads none when words of two options are said', () => {
    const [args] = argsOf('Put the Sea Lark in the basin or else along the wall from 3 May 2027.', [mooring]);
    expect(args?.berth).not.toBe('marina_basin');
    expect(args?.berth).not.toBe('outer_wall');
  });

  it('reads a number of three or four digits that only one option holds, but never a year', () => {
    expect(argsOf('Send 50 m of the 410 wire to Pell Farm.', [wire])[0]).toMatchObject({ grade: '410_spring' });
    expect(argsOf('Send 50 m of wire to Pell Farm, as in 2024.', [wire])[0]).not.toHaveProperty('grade');
  });
});
