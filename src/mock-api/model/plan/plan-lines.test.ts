// A lead-in line and lines that each name an item of its task (issue 48's fan-out), on a pottery studio invented here.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const enrol = fn(
  'enrol_pottery_course',
  'Enrols one student on a pottery course.',
  {
    course: { type: 'string', description: 'The course.', enum: ['wheel_throwing', 'hand_building', 'glazing'] },
    student_name: text('Full name of the student'),
  },
  ['course', 'student_name'],
);
const fire = fn(
  'book_kiln_firing',
  'Books a kiln firing for a batch of pots.',
  { batch_code: text('Code of the batch'), temperature_c: { type: 'integer', description: 'Peak temperature in °C' } },
  ['batch_code', 'temperature_c'],
);

describe('lines listed under a lead-in', () => {
  it('calls the lead-in’s tool once per line, a line of capitalised words taken whole as one name', () => {
    expect(
      callsOf('Enrol these on wheel throwing:\n- Ottilie Grange\n- Bram van Dijk\n- Juniper Adeyemi', [enrol, fire]),
    ).toEqual([
      ['enrol_pottery_course', { course: 'wheel_throwing', student_name: 'Ottilie Grange' }],
      ['enrol_pottery_course', { course: 'wheel_throwing', student_name: 'Bram van Dijk' }],
      ['enrol_pottery_course', { course: 'wheel_throwing', student_name: 'Juniper Adeyemi' }],
    ]);
  });

  it('reads each unmarked line with the lead-in, and names the rule', () => {
    const reply = ask('Fire these batches in the kiln at 1240 °C:\nBK-11\nBK-12', [enrol, fire]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { batch_code: 'BK-11', temperature_c: 1240 },
      { batch_code: 'BK-12', temperature_c: 1240 },
    ]);
    expect(reply.explanation).toContain('one call per line listed after "Fire these batches in the kiln at 1240 °C:"');
  });

  it('leaves lines that each name a tool of their own to be read as tasks', () => {
    const calls = callsOf('Two things:\n- enrol Ottilie Grange on glazing\n- fire batch BK-11 at 1240 °C', [
      enrol,
      fire,
    ]);
    expect(calls.map(([name]) => name)).toEqual(['enrol_pottery_course', 'book_kiln_firing']);
  });
});
