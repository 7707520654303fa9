// Responses written out as code: items in, items out, in the session's state mode (whole input, previous_response_id or a Conversation).
import type { CodeStyle } from './code-style';
import { pyLiteral, tsLiteral } from './literals';
import type { LoopScript } from './loop-script';
import { PY_SOCKET_CREATE, PY_SOCKET_SETUP, TS_SOCKET_IMPORTS, TS_SOCKET_SETUP } from './socket-code';
import { pyWorkspace, TS_WORKSPACE_TYPES, tsWorkspace, usesWorkspace } from './workspace-code';

function modeOf(script: LoopScript) {
  return script.config.options.responsesState ?? 'manual';
}

/** The TypeScript request for the mode: the whole history, or the items not sent yet plus the server-side state. */
function tsRequest(script: LoopScript): string {
  switch (modeOf(script)) {
    case 'previous_response_id':
      return 'const request = { ...params, input: history.slice(sentItems), ...(previousResponseId ? { previous_response_id: previousResponseId } : {}) };';
    case 'conversation':
      return `conversationId ??= (await client.conversations.create({})).id;
    const request = { ...params, input: history.slice(sentItems), conversation: conversationId };`;
    default:
      // After a compaction, the compaction item stands for everything before it: send from there on.
      return script.config.options.compactThreshold
        ? "const from = Math.max(0, history.findLastIndex((item) => 'type' in item && item.type === 'compaction'));\n    const request = { ...params, input: history.slice(from) };"
        : 'const request = { ...params, input: history };';
  }
}

function tsState(script: LoopScript): string {
  switch (modeOf(script)) {
    case 'previous_response_id':
      return '\n\n/** The server keeps the conversation: each request names the previous response and sends only new items. */\nlet previousResponseId: string | undefined;\nlet sentItems = 0;';
    case 'conversation':
      return '\n\n/** A Conversation object keeps the history on the server; each request sends only new items. */\nlet conversationId: string | undefined;\nlet sentItems = 0;';
    default:
      return '';
  }
}

function pyRequest(script: LoopScript): string {
  switch (modeOf(script)) {
    case 'previous_response_id':
      return `        request = {**PARAMS, "input": history[state["sent_items"]:]}
        if state["previous_response_id"]:
            request["previous_response_id"] = state["previous_response_id"]`;
    case 'conversation':
      return `        if state["conversation_id"] is None:
            state["conversation_id"] = client.conversations.create().id
        request = {**PARAMS, "input": history[state["sent_items"]:], "conversation": state["conversation_id"]}`;
    default:
      return script.config.options.compactThreshold
        ? `        start = max([i for i, item in enumerate(history) if item.get("type") == "compaction"], default=0)
        request = {**PARAMS, "input": history[start:]}`
        : '        request = {**PARAMS, "input": history}';
  }
}

function pyState(script: LoopScript): string {
  switch (modeOf(script)) {
    case 'previous_response_id':
      return '\n\n# The server keeps the conversation: each request names the previous response and sends only new items.\nstate = {"previous_response_id": None, "sent_items": 0}';
    case 'conversation':
      return '\n\n# A Conversation object keeps the history on the server; each request sends only new items.\nstate = {"conversation_id": None, "sent_items": 0}';
    default:
      return '';
  }
}

/** A WebSocket-mode session is written in WebSocket mode: one socket, a `response.create` frame per step (socket-code.ts). */
const overSocket = (script: LoopScript) => script.config.options.responsesTransport === 'websocket';

/**
 * A session whose tool search ran in Loopscope (`execution: "client"`) is written with the hosted search: a program
 * would need its own search over the deferred tools to answer the calls. Said in the program, as for WebSocket mode.
 */
const searchedByClient = (params: Record<string, unknown>) =>
  Array.isArray(params.tools) &&
  params.tools.some(
    (t) =>
      (t as { type?: string; execution?: string }).type === 'tool_search' &&
      (t as { execution?: string }).execution === 'client',
  );
const withHostedSearch = (params: Record<string, unknown>) =>
  searchedByClient(params)
    ? {
        ...params,
        tools: (params.tools as Record<string, unknown>[]).map((t) =>
          t.type === 'tool_search' ? { type: 'tool_search' } : t,
        ),
      }
    : params;
const SEARCH_NOTE =
  'This session ran the tool search in Loopscope (execution: "client"); this program lets the API run it (the hosted tool_search).';
const tsSearchNote = (params: Record<string, unknown>) => (searchedByClient(params) ? `\n\n// ${SEARCH_NOTE}` : '');
const pySearchNote = (params: Record<string, unknown>) => (searchedByClient(params) ? `\n\n# ${SEARCH_NOTE}` : '');

const tsCreate = (script: LoopScript) =>
  overSocket(script)
    ? 'await createOverSocket(request)'
    : script.config.options.stream
      ? 'await client.responses.stream({ ...request, stream: true }).finalResponse()'
      : 'await client.responses.create(request)';

export const responsesCode: CodeStyle = {
  label: 'Responses',
  typescript: {
    imports: (script) =>
      (overSocket(script)
        ? TS_SOCKET_IMPORTS
        : "import type { ResponseCreateParamsNonStreaming, ResponseInputItem, ResponseOutputItem } from 'openai/resources/responses/responses';") +
      (usesWorkspace(script)
        ? `\nimport type { ${TS_WORKSPACE_TYPES} } from 'openai/resources/responses/responses';`
        : ''),
    setup: (
      script,
      params,
    ) => `/** Everything the request sends besides the input items (tools, tool_choice, ...), as Loopscope sent it. */
const params: Omit<ResponseCreateParamsNonStreaming, 'input'> = ${tsLiteral(withHostedSearch(params))};

/** The conversation as input items; it grows by each response's output items and the tool outputs. */
const history: ResponseInputItem[] = ${tsLiteral(script.start)};${tsState(script)}${overSocket(script) ? TS_SOCKET_SETUP : ''}${tsSearchNote(params)}

/** An output item as the next request carries it (the SDK's parsed_arguments is not a wire field). */
function asInput(item: ResponseOutputItem): ResponseInputItem {
  const { parsed_arguments: _parsed, ...wire } = item as ResponseOutputItem & { parsed_arguments?: unknown };
  return wire as ResponseInputItem;
}${usesWorkspace(script) ? tsWorkspace(script) : ''}`,
    loop: (script) => `async function runLoop(): Promise<void> {
  for (let step = 1; step <= MAX_STEPS; step++) {
    ${tsRequest(script)}
    const response = ${tsCreate(script)};
    history.push(...response.output.map(asInput));${modeOf(script) === 'manual' ? '' : '\n    sentItems = history.length;'}${modeOf(script) === 'previous_response_id' ? '\n    previousResponseId = response.id;' : ''}
    const calls = response.output.filter((item) => item.type === 'function_call');${usesWorkspace(script) ? "\n    const workspaceCalls = response.output.filter((item) => item.type === 'shell_call' || item.type === 'apply_patch_call');" : ''}
    if (calls.length === 0${usesWorkspace(script) ? ' && workspaceCalls.length === 0' : ''}) {
      console.log(${overSocket(script) ? 'outputText(response)' : 'response.output_text'});
      return;
    }
    for (const call of calls) {
      // A call a program made names it in caller; its output must name the same program.
      history.push({ type: 'function_call_output', call_id: call.call_id, output: runTool(call.name, call.arguments), ...(call.caller ? { caller: call.caller } : {}) });
    }${usesWorkspace(script) ? '\n    // A shell_call is answered by a shell_call_output, an apply_patch_call by an apply_patch_call_output.\n    history.push(...workspaceCalls.map(runWorkspaceCall));' : ''}
  }
  console.log(\`Stopped after \${MAX_STEPS} requests without a final answer.\`);
}`,
    addUserTurn: "history.push({ role: 'user', content: text });",
    teardown: (script) => (overSocket(script) ? 'socket.close();' : null),
  },
  python: {
    setup: (
      script,
      params,
    ) => `# Everything the request sends besides the input items (tools, tool_choice, ...), as Loopscope sent it.
PARAMS = ${pyLiteral(withHostedSearch(params))}

# The conversation as input items; it grows by each response's output items and the tool outputs.
history = ${pyLiteral(script.start)}${pyState(script)}${overSocket(script) ? PY_SOCKET_SETUP : ''}${pySearchNote(params)}${usesWorkspace(script) ? pyWorkspace(script) : ''}`,
    loop: (script) => `def run_loop():
    for _step in range(MAX_STEPS):
${pyRequest(script)}
${
  overSocket(script)
    ? PY_SOCKET_CREATE
    : script.config.options.stream
      ? `        with client.responses.stream(**request) as stream:
            response = stream.get_final_response()`
      : '        response = client.responses.create(**request)'
}
        history.extend(item.to_dict() for item in response.output)${modeOf(script) === 'manual' ? '' : '\n        state["sent_items"] = len(history)'}${modeOf(script) === 'previous_response_id' ? '\n        state["previous_response_id"] = response.id' : ''}
        calls = [item for item in response.output if item.type == "function_call"]${usesWorkspace(script) ? '\n        workspace_calls = [item for item in response.output if item.type in ("shell_call", "apply_patch_call")]' : ''}
        if not calls${usesWorkspace(script) ? ' and not workspace_calls' : ''}:
            print(${overSocket(script) ? 'output_text(response)' : 'response.output_text'})
            return
        for call in calls:
            output = {"type": "function_call_output", "call_id": call.call_id, "output": run_tool(call.name, call.arguments)}
            if getattr(call, "caller", None):  # a call a program made: its output names the same program
                output["caller"] = call.caller.to_dict()
            history.append(output)${usesWorkspace(script) ? '\n        # A shell_call is answered by a shell_call_output, an apply_patch_call by an apply_patch_call_output.\n        history.extend(run_workspace_call(call) for call in workspace_calls)' : ''}
    print(f"Stopped after {MAX_STEPS} requests without a final answer.")`,
    addUserTurn: 'history.append({"role": "user", "content": text})',
  },
};
