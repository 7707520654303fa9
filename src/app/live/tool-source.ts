// The code a replay runs for a captured tool: the built-in mock when one has that name, else a mock that says what is missing.
import { builtinToolSource } from '@loopscope/tools';

export function capturedToolSource(name: string): string {
  return (
    builtinToolSource(name) ??
    `// ${name} came from a captured loop without its implementation; this mock answers so a replay can go on.
// Edit it to return what your tool would.
function run(args) {
  return { error: ${JSON.stringify(`${name} has no mock implementation yet`)}, arguments: args };
}
`
  );
}
