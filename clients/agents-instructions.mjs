// The Agents SDK's instruction patterns on the mock: a triage agent routing by the user's language, an input guardrail
// whose classifier agent trips on its topic, a refusal rule in an agent's instructions, and file-system tools given
// paths, not questions.
import {
  Agent,
  InputGuardrailTripwireTriggered,
  OpenAIResponsesModel,
  run,
  setDefaultOpenAIClient,
  setTracingDisabled,
  tool,
} from '@openai/agents';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import OpenAI from 'openai';
import { z } from 'zod';
import { API_KEY, BASE_URL, MODEL, report, runCase } from './loop.mjs';

const client = new OpenAI({ apiKey: API_KEY, baseURL: BASE_URL });
setDefaultOpenAIClient(client);
setTracingDisabled(true);
const model = new OpenAIResponsesModel(client, MODEL);
const results = [];

// Routing by language: the SDK's triage pattern, one agent per language, handoffs named after them.
const languageAgent = (language) =>
  new Agent({
    name: `${language} agent`,
    handoffDescription: `Answers requests written in ${language}.`,
    instructions: `You only speak ${language}.`,
    model,
  });
const french = languageAgent('French');
const spanish = languageAgent('Spanish');
const polish = languageAgent('Polish');
const triage = new Agent({
  name: 'Triage agent',
  instructions:
    'Hand off to the French agent when the user writes French, to the Spanish agent when the user writes Spanish and to the Polish agent when the user writes Polish. Answer English yourself.',
  handoffs: [french, spanish, polish],
  model,
});
const ROUTES = [
  ['Bonjour, pouvez-vous me dire quand ouvre la bibliothèque ?', 'French agent'],
  ['Hola, ¿me puedes recomendar un libro para el verano?', 'Spanish agent'],
  ['Dzień dobry, czy możesz mi polecić dobrą książkę?', 'Polish agent'],
  ['Hello, can you recommend a good book for the summer?', 'Triage agent'],
];
for (const [question, expected] of ROUTES) {
  await runCase(results, `Agents SDK routing by language: ${expected} for "${question.slice(0, 24)}…"`, async () => {
    const result = await run(triage, question);
    assert.equal(result.lastAgent?.name, expected, `the run ended with ${result.lastAgent?.name}`);
    assert.equal(typeof result.finalOutput, 'string');
  });
}

// An input guardrail: a classifier agent with a structured output decides whether the tripwire trips.
const homeworkCheck = new Agent({
  name: 'Homework check',
  instructions: 'Check whether the user is asking you to do their math homework.',
  outputType: z.object({ isMathHomework: z.boolean(), reasoning: z.string() }),
  model,
});
const tutor = new Agent({
  name: 'Library assistant',
  instructions: 'You help library visitors find books.',
  model,
  inputGuardrails: [
    {
      name: 'no math homework',
      execute: async ({ input, context }) => {
        const verdict = await run(homeworkCheck, input, { context });
        return { tripwireTriggered: verdict.finalOutput.isMathHomework, outputInfo: verdict.finalOutput };
      },
    },
  ],
});
const GUARDED = [
  ['Solve my math homework: what is x if 3x + 4 = 19?', true],
  ['Can you do my algebra homework for tomorrow?', true],
  ['Which books about sailing do you have?', false],
];
for (const [question, trips] of GUARDED) {
  await runCase(
    results,
    `Agents SDK input guardrail ${trips ? 'trips' : 'lets through'}: "${question.slice(0, 28)}…"`,
    async () => {
      try {
        const result = await run(tutor, question);
        assert.equal(
          trips,
          false,
          `the guardrail did not trip; the agent answered ${JSON.stringify(result.finalOutput)}`,
        );
        assert.equal(typeof result.finalOutput, 'string');
      } catch (error) {
        if (!(error instanceof InputGuardrailTripwireTriggered)) throw error;
        assert.equal(trips, true, 'the guardrail tripped on a question it should let through');
      }
    },
  );
}

// A refusal rule in the instructions: the agent calls no tool and declines when the request is about a forbidden topic.
const searched = [];
const findBooks = tool({
  name: 'find_books',
  description: 'Finds books in the catalogue by subject.',
  parameters: z.object({ subject: z.string().describe('Subject to search for, e.g. sailing') }),
  execute: async ({ subject }) => {
    searched.push(subject);
    return JSON.stringify([{ title: 'The Salt Road', subject }]);
  },
});
const catalogue = new Agent({
  name: 'Catalogue agent',
  instructions:
    'You help visitors find books. Do not call any tool when the request is about parking or room bookings; say you cannot help with that.',
  tools: [findBooks],
  model,
});
const RULED = [
  ['Where can I find parking near the library?', false],
  ['Can I book a study room for Friday afternoon?', false],
  ['Find books about lighthouses', true],
];
for (const [question, helps] of RULED) {
  await runCase(
    results,
    `Agents SDK instructions ${helps ? 'let the tool run' : 'refuse'}: "${question.slice(0, 28)}…"`,
    async () => {
      searched.length = 0;
      const result = await run(catalogue, question);
      assert.equal(searched.length > 0, helps, `find_books was called with ${JSON.stringify(searched)}`);
      assert.equal(typeof result.finalOutput, 'string');
      if (!helps)
        assert.match(
          result.finalOutput,
          /can't help|cannot help/i,
          `the answer is no refusal: ${JSON.stringify(result.finalOutput)}`,
        );
    },
  );
}

// File-system tools: the path the question names, not the question, reaches the tool.
const root = mkdtempSync(join(tmpdir(), 'loopscope-agents-fs-'));
mkdirSync(join(root, 'notes'));
writeFileSync(join(root, 'notes', 'todo.md'), '- return the atlas\n- renew the card\n');
writeFileSync(join(root, 'notes', 'loans.csv'), 'title,due\nThe Salt Road,2026-03-01\n');
writeFileSync(join(root, 'readme.txt'), 'Branch library notes.\n');
const inside = (path) => {
  const full = resolve(root, path);
  assert.ok(!relative(root, full).startsWith('..'), `a path outside the folder: ${path}`);
  return full;
};
const asked = [];
const listDirectory = tool({
  name: 'list_directory',
  description: 'Lists the files in a folder of the workspace.',
  parameters: z.object({ path: z.string().describe('Folder path relative to the workspace, e.g. notes') }),
  execute: async ({ path }) => {
    asked.push(['list_directory', path]);
    return readdirSync(inside(path)).join('\n');
  },
});
const readFile = tool({
  name: 'read_file',
  description: 'Reads a text file of the workspace.',
  parameters: z.object({ path: z.string().describe('File path relative to the workspace, e.g. notes/todo.md') }),
  execute: async ({ path }) => {
    asked.push(['read_file', path]);
    return readFileSync(inside(path), 'utf8');
  },
});
const filesAgent = new Agent({
  name: 'Files agent',
  instructions: 'You answer questions about the files in the workspace.',
  tools: [listDirectory, readFile],
  model,
});
const FILE_QUESTIONS = [
  ['What is in notes/todo.md?', ['read_file', 'notes/todo.md'], /atlas/],
  ['List the files in the notes folder.', ['list_directory', 'notes'], /todo\.md/],
  ['Show me readme.txt please', ['read_file', 'readme.txt'], /Branch library/],
];
try {
  for (const [question, call, answer] of FILE_QUESTIONS) {
    await runCase(results, `Agents SDK file-system tools: "${question}"`, async () => {
      asked.length = 0;
      const result = await run(filesAgent, question);
      assert.deepEqual(asked[0], call, `the tools were called with ${JSON.stringify(asked)}`);
      assert.match(
        String(result.finalOutput),
        answer,
        `the answer does not use the file: ${JSON.stringify(result.finalOutput)}`,
      );
    });
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}

report(results);
