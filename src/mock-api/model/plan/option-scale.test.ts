// The parameter's own word said as a quality picks the top of a low-to-high scale, or the bottom when negated.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const fallenTree = fn(
  'report_fallen_branch',
  'Reports a fallen branch to the parks team.',
  {
    location: text('Where it lies'),
    reported_by: text('Who reports it'),
    urgency: { type: 'string', description: 'How soon someone must come.', enum: ['low', 'normal', 'high'] },
  },
  ['location', 'reported_by'],
);

describe('an option on a scale read from the parameter’s own word', () => {
  it('reads "quite urgent" as high, and names the rule', () => {
    const reply = ask('A branch is down across Fenny Path. I am Ada Quist. It is quite urgent.', [fallenTree]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ urgency: 'high' });
    expect(reply.explanation).toContain("the parameter's own word said: the top of its scale");
  });

  it('reads "not urgent" as low', () => {
    expect(
      argsOf('A branch is down across Fenny Path. I am Ada Quist. It is not urgent.', [fallenTree])[0],
    ).toMatchObject({ urgency: 'low' });
  });
});
