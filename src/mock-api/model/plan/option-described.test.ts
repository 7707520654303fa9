// An option read from what the parameter's description says it does, said by the request in its own words.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const vent = fn(
  'fit_roof_vent_cap',
  'Fits a cap on a roof vent.',
  {
    address: text('Street address'),
    cap: {
      type: 'string',
      description:
        'mesh_top keeps wasps and birds out, hooded_top keeps the rain from dripping in, turbine_top pulls stale air up.',
      enum: ['mesh_top', 'hooded_top', 'turbine_top'],
    },
  },
  ['address', 'cap'],
);

describe('an option whose description says what the request says', () => {
  it('reads the option whose words the request says, and names the rule', () => {
    const reply = ask('Rain keeps dripping into the loft through the vent at 9 Quill Lane. Fit something.', [vent]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ cap: 'hooded_top' });
    expect(reply.explanation).toContain('(an option whose description says what the request says)');
  });

  it('reads none from one shared word alone', () => {
    const [args] = argsOf('Rain gets into the vent at 9 Quill Lane. Fit a cap.', [vent]);
    expect(args?.cap).not.toBe('hooded_top');
  });
});
