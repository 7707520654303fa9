// The mock API as another project uses it: a project outside src/ that links only @loopscope/mock-api (and the openai
// SDK) imports createMockApi by its package name and runs the SDK against it, in a Node process of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
const project = mkdtempSync(join(tmpdir(), 'mock-api-consumer-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The consumer's test, as its README shows it: the SDK's fetch is the mock's, nothing leaves the process. */
const CONSUMER = `
import OpenAI from 'openai';
import { createMockApi } from '@loopscope/mock-api';

const api = createMockApi({ scenario: 'none' });
const client = (apiKey) => new OpenAI({ apiKey, baseURL: 'http://mock.test/v1', fetch: (input, init) => api.fetch(new Request(input, init)) });
const tools = [{ type: 'function', function: { name: 'get_weather', description: 'Current weather in a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false }, strict: true } }];
const completion = await client('sk-test').chat.completions.create({ model: 'gpt-4.1-mini', messages: [{ role: 'user', content: 'What is the weather in Lisbon?' }], tools });
let refused = null;
try {
  await client('sk-invalid').chat.completions.create({ model: 'gpt-4.1-mini', messages: [{ role: 'user', content: 'Hi' }] });
} catch (error) {
  refused = { status: error.status, name: error.constructor.name };
}
console.log(JSON.stringify({ calls: completion.choices[0].message.tool_calls, finish: completion.choices[0].finish_reason, refused }));
`;

describe('@loopscope/mock-api in another project', () => {
  it('is imported by name and answers the openai SDK: a tool call for a tool-shaped question, a 401 for a bad key', () => {
    mkdirSync(join(project, 'node_modules', '@loopscope'), { recursive: true });
    // What `npm install` of the workspace and its peers would link; the package's own dependencies resolve from its real folder.
    symlinkSync(join(repo, 'src', 'mock-api'), join(project, 'node_modules', '@loopscope', 'mock-api'));
    for (const name of ['openai', 'tsx'])
      symlinkSync(join(repo, 'node_modules', name), join(project, 'node_modules', name));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(join(project, 'consumer.test.js'), CONSUMER);

    // The package ships TypeScript: a consumer runs it under tsx (as here), vitest or a bundler.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'consumer.test.js'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(result.finish).toBe('tool_calls');
    expect(result.calls).toHaveLength(1);
    expect(result.calls[0].function.name).toBe('get_weather');
    expect(JSON.parse(result.calls[0].function.arguments)).toEqual({ city: 'Lisbon' });
    expect(result.refused).toEqual({ status: 401, name: 'AuthenticationError' });
  });
});
