// The mock's code_interpreter programs are Python that really runs: the answers only real execution gives, through Pyodide.
import { describe, expect, it } from 'vitest';
import { planCode } from '@loopscope/mock-api/assistants/code-program';
import { createDirectPythonRunner } from '@loopscope/tools/python/direct-python';

const run = createDirectPythonRunner();

async function ask(question: string) {
  const plan = planCode(question);
  if (!plan) throw new Error(`no program for ${question}`);
  const result = await run(plan.program);
  return { ...result, answer: plan.answer(result.logs) };
}

describe('code_interpreter programs in Python', () => {
  it("solves seed 004's equation exactly, and keeps a fraction a fraction", async () => {
    expect(await ask('I need to solve the equation `3x + 11 = 14`. Can you help me?')).toEqual({
      logs: ['x = 1'],
      error: null,
      answer: 'The solution to the equation `3x + 11 = 14` is `x = 1`.',
    });
    // A float would print 2.3333333333333335.
    expect((await ask('Solve 3y - 4 = 3')).logs).toEqual(['y = 7/3']);
  }, 60_000);

  it("evaluates arithmetic with Python's integers, and numbers written with leading zeros", async () => {
    // JavaScript would print 1.2676506002282294e+30.
    expect((await ask('What is 2^100?')).logs).toEqual(['1267650600228229401496703205376']);
    // `007` alone is a SyntaxError in Python.
    expect(await ask('What is 007 + 1?')).toMatchObject({ logs: ['8'], error: null });
  }, 60_000);

  it('describes a list of numbers with the statistics module', async () => {
    expect((await ask('What are the mean and median of 3, 1, 4, 1, 5?')).logs).toEqual([
      'count = 5',
      'sum = 14',
      'mean = 2.8',
      'median = 3',
      'min = 1, max = 5',
      'standard deviation = 1.6000',
    ]);
  }, 60_000);
});
