// The loop as a Python program with the openai SDK (the seeds' language): client, tool definitions, recorded tool stubs, the style's loop, the turns.
import type { CodeStyle } from './code-style';
import { lineComments, pyLiteral } from './literals';
import type { LoopScript } from './loop-script';
import { apiKeyNote, header, stubTable, toolSourcesComment } from './program-parts';

export function pythonProgram(
  style: CodeStyle,
  script: LoopScript,
  params: Record<string, unknown>,
  title: string,
): string {
  const mock = script.config.provider.kind === 'mock';
  return `${lineComments(header(style, script, title, 'pip install openai && python3 loop.py'), '#')}
import json
import os

from openai import OpenAI

${lineComments(apiKeyNote(script), '#')}
client = OpenAI(
    api_key=os.environ${mock ? '.get("OPENAI_API_KEY", "any-key-works-with-the-mock")' : '["OPENAI_API_KEY"]'},
    base_url=os.environ.get("OPENAI_BASE_URL", ${JSON.stringify(script.baseURL)}),
)

# The session's step limit: the loop stops after this many requests in one turn.
MAX_STEPS = ${script.config.options.maxSteps}

${style.python.setup(script, params)}

# Stubs of the session's tools: each call is answered with the result Loopscope's implementation gave for the same
# arguments in this session. Replace run_tool with real implementations; Loopscope's are below for reference.
${toolSourcesComment(script, '#')}
RECORDED_RESULTS = ${pyLiteral(stubTable(script))}


def same_arguments(a, b):
    try:
        return json.loads(a) == json.loads(b)
    except json.JSONDecodeError:
        return a == b


def run_tool(name, arguments):
    for result in RECORDED_RESULTS.get(name, []):
        if same_arguments(result["arguments"], arguments):
            return result["output"]
    return json.dumps({"error": f"No recorded result of {name} for {arguments}: implement {name} in run_tool."})


${style.python.loop(script)}


# The user's later turns in this session, each answered by its own run of the loop.
FOLLOW_UPS = ${pyLiteral(script.followUps)}


def main():
    run_loop()
    for text in FOLLOW_UPS:
        ${style.python.addUserTurn}
        run_loop()


if __name__ == "__main__":
    main()
`;
}
