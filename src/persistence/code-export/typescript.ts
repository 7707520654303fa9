// The loop as a TypeScript program with the openai SDK: client, tool definitions, recorded tool stubs, the style's loop, the turns.
import type { CodeStyle } from './code-style';
import { lineComments, tsLiteral } from './literals';
import type { LoopScript } from './loop-script';
import { apiKeyNote, header, stubTable, toolSourcesComment } from './program-parts';

export function typescriptProgram(
  style: CodeStyle,
  script: LoopScript,
  params: Record<string, unknown>,
  title: string,
): string {
  const mock = script.config.provider.kind === 'mock';
  const teardown = style.typescript.teardown?.(script) ?? null;
  return `${lineComments(header(style, script, title, 'npm install openai && npx tsx loop.ts'), '//')}
import OpenAI from 'openai';
${typeof style.typescript.imports === 'string' ? style.typescript.imports : style.typescript.imports(script)}

${lineComments(apiKeyNote(script), '//')}
const client = new OpenAI({
  apiKey: process.env.OPENAI_API_KEY${mock ? " ?? 'any-key-works-with-the-mock'" : ''},
  baseURL: process.env.OPENAI_BASE_URL ?? ${JSON.stringify(script.baseURL)},
});

/** The session's step limit: the loop stops after this many requests in one turn. */
const MAX_STEPS = ${script.config.options.maxSteps};

${style.typescript.setup(script, params)}

/**
 * Stubs of the session's tools: each call is answered with the result Loopscope's implementation gave for the same
 * arguments in this session. Replace runTool with real implementations; Loopscope's are below for reference.
 */
${toolSourcesComment(script, '//')}
const recordedResults: Record<string, { arguments: string; output: string }[]> = ${tsLiteral(stubTable(script))};

function sameArguments(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}

function runTool(name: string, argumentsJson: string): string {
  const found = recordedResults[name]?.find((result) => sameArguments(result.arguments, argumentsJson));
  if (found) return found.output;
  return JSON.stringify({ error: \`No recorded result of \${name} for \${argumentsJson}: implement \${name} in runTool.\` });
}

${style.typescript.loop(script)}

/** The user's later turns in this session, each answered by its own run of the loop. */
const followUps: string[] = ${tsLiteral(script.followUps)};

async function main(): Promise<void> {
  await runLoop();
  for (const text of followUps) {
    ${style.typescript.addUserTurn}
    await runLoop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })${teardown ? `\n  .finally(() => {\n    ${teardown}\n  })` : ''};
`;
}
