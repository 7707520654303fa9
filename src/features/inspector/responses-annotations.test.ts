// Field notes pick the Responses meaning of a field in a Responses body and keep the Chat meaning in a Chat body.
import { describe, expect, it } from 'vitest';
import { annotatorFor as annotate } from './annotations';
import { isResponsesBody } from './responses-annotations';
import en from './locales/en.json';
import ko from './locales/ko.json';
import pl from './locales/pl.json';

const annotatorFor = (root: unknown, notes = en.notes) => annotate(root, notes);

const request = {
  model: 'gpt-4o',
  previous_response_id: 'resp_1',
  input: [
    { type: 'function_call_output', call_id: 'call_1', output: '18' },
    { role: 'tool', content: 'x' },
  ],
};
const response = {
  id: 'resp_2',
  object: 'response',
  status: 'incomplete',
  incomplete_details: { reason: 'max_output_tokens' },
  output: [{ type: 'reasoning', summary: [], encrypted_content: 'gAAA' }],
};
const chat = { model: 'gpt-4o', messages: [{ role: 'tool', tool_call_id: 'call_1', content: '18' }] };

describe('custom tool field notes', () => {
  it('say how a custom tool, its call and its output differ from a function tool, in both styles', () => {
    const req = annotatorFor({
      model: 'gpt-4o',
      input: [{ type: 'custom_tool_call', call_id: 'c', name: 'order_lookup', input: 'KX-2048' }],
      tools: [{ type: 'custom', name: 'order_lookup' }],
    });
    expect(req(['input', 0, 'type'], 'custom_tool_call')?.body).toMatch(/raw string, nothing to parse/);
    expect(req(['input', 0, 'input'], 'KX-2048')?.title).toBe('input (custom tool call)');
    expect(req(['input'], [])?.body).toMatch(/list of items/);
    expect(req(['tools', 0, 'type'], 'custom')?.body).toMatch(/no parameters/);
    const chatReq = annotatorFor({
      model: 'gpt-4o',
      messages: [],
      tools: [
        {
          type: 'custom',
          custom: { name: 'order_lookup', format: { type: 'grammar', grammar: { syntax: 'regex', definition: 'x' } } },
        },
      ],
    });
    expect(chatReq(['tools', 0, 'type'], 'custom')?.body).toMatch(/tool_calls\[\]\.custom\.input/);
    expect(chatReq(['tools', 0, 'custom', 'format', 'grammar', 'syntax'], 'regex')?.body).toMatch(/refuses a grammar/);
    expect(
      annotatorFor({ messages: [] }, ko.notes)(['messages', 0, 'tool_calls', 0, 'custom', 'input'], 'x')?.body,
    ).toMatch(/파싱할 JSON이 없어요/);
    expect(
      annotatorFor({ messages: [] }, pl.notes)(['messages', 0, 'tool_calls', 0, 'custom', 'input'], 'x')?.body,
    ).toMatch(/bez JSON/);
  });
});

describe('Responses field notes', () => {
  it('recognises Responses requests and response objects, not Chat bodies', () => {
    expect([request, response, chat, [], null].map(isResponsesBody)).toEqual([true, true, false, false, false]);
  });

  it('explains chaining, call_id, item types, status and encrypted reasoning', () => {
    const req = annotatorFor(request);
    expect(req(['previous_response_id'], 'resp_1')?.body).toMatch(/billed again/);
    expect(req(['input', 0, 'call_id'], 'call_1')?.title).toBe('call_id');
    expect(req(['input', 0, 'type'], 'function_call_output')?.body).toMatch(/matched to its function_call by call_id/i);
    expect(req(['input', 1, 'role'], 'tool')?.body).toMatch(/Responses has no tool role/);
    const res = annotatorFor(response);
    expect(res(['status'], 'incomplete')?.body).toMatch(/incomplete_details/);
    expect(res(['output', 0, 'encrypted_content'], 'gAAA')?.body).toMatch(/Only the server can read it/);
    expect(res(['output', 0, 'type'], 'reasoning')?.body).toMatch(/dropping it/);
  });

  it('leaves a Chat body with its Chat notes', () => {
    expect(annotatorFor(chat)(['messages', 0, 'role'], 'tool')?.body).toMatch(
      /answers one call, named by tool_call_id/,
    );
  });

  it('reads the notes in the UI language and keeps the titles as the wire spells them', () => {
    const polish = annotatorFor(request, pl.notes)(['input', 1, 'role'], 'tool');
    expect(polish).toEqual({ title: 'role: "tool"', body: pl.notes.responses.roleTool });
    expect(polish?.body).toMatch(/W Responses nie ma roli tool/);
    const korean = annotatorFor(chat, ko.notes)(['messages', 0, 'role'], 'tool');
    expect(korean?.title).toBe('role: "tool"');
    expect(korean?.body).toMatch(/tool_call_id로 지정된 호출 하나에 답합니다/);
    // A key that only looks like a table entry (an inherited name) gets no note.
    expect(annotatorFor(chat, ko.notes)(['constructor'], 'x')).toBeNull();
  });
});

describe('tool search field notes', () => {
  const body = {
    model: 'gpt-5.5',
    input: [
      { type: 'tool_search_call', execution: 'server', arguments: { query: 'track parcel' } },
      { type: 'tool_search_output', tools: [{ type: 'namespace', name: 'shipping', tools: [] }] },
      { type: 'function_call', name: 'track_parcel', namespace: 'shipping', arguments: '{}' },
    ],
    tools: [
      { type: 'tool_search' },
      { type: 'namespace', name: 'shipping', tools: [{ type: 'function', name: 'track_parcel', defer_loading: true }] },
    ],
  };

  it('explain namespaces, deferred loading, the search items and how their fields differ from a function call’s', () => {
    const note = annotatorFor(body);
    expect(note(['tools', 1, 'type'], 'namespace')?.body).toMatch(/namespace field/);
    expect(note(['tools', 0, 'type'], 'tool_search')?.body).toMatch(/defer_loading/);
    expect(note(['tools', 1, 'tools', 0, 'defer_loading'], true)?.body).toMatch(/nor billed/);
    expect(note(['input', 0, 'type'], 'tool_search_call')?.body).toMatch(/same response/);
    expect(note(['input', 0, 'execution'], 'server')?.body).toMatch(/"client"/);
    expect(note(['input', 0, 'arguments'], body.input[0]!.arguments)?.title).toBe('arguments (tool search)');
    expect(note(['input', 2, 'arguments'], '{}')?.body).toMatch(/JSON-encoded string/);
    expect(note(['input', 1, 'tools'], [])?.title).toBe('tools (namespace / loaded)');
    expect(note(['tools'], [])?.body).toMatch(/Flat function tools/);
    expect(note(['input', 2, 'namespace'], 'shipping')?.body).toMatch(/route the call/);
  });

  it('are there in Korean and Polish', () => {
    expect(annotatorFor(body, ko.notes)(['input', 1, 'type'], 'tool_search_output')?.body).toMatch(
      /검색이 불러온 도구/,
    );
    expect(annotatorFor(body, pl.notes)(['input', 1, 'type'], 'tool_search_output')?.body).toMatch(
      /wczytane przez wyszukiwanie/,
    );
  });
});

describe('programmatic tool calling and compaction field notes', () => {
  it('explain program items, callers, allowed_callers and context_management, in each language', () => {
    const req = annotatorFor({
      model: 'gpt-5.5',
      input: [{ type: 'program', id: 'prog_1', call_id: 'call_p', code: 'return 1;', fingerprint: 'gAAAAA' }],
      tools: [{ type: 'programmatic_tool_calling' }],
      context_management: [{ type: 'compaction', compact_threshold: 1000 }],
    });
    expect(req(['input', 0, 'type'], 'program')?.body).toMatch(/server runs/);
    expect(req(['input', 0, 'code'], 'return 1;')?.title).toBe('code (program)');
    expect(req(['input', 0, 'fingerprint'], 'gAAAAA')?.body).toMatch(/Round-trip/);
    expect(req(['input', 1, 'caller'], {})?.body).toMatch(/same caller/);
    expect(req(['tools', 0, 'allowed_callers'], [])?.body).toMatch(/"programmatic"/);
    expect(req(['context_management', 0, 'compact_threshold'], 1000)?.body).toMatch(/at least 1000/);
    expect(req(['tools', 0, 'type'], 'programmatic_tool_calling')?.body).toMatch(/allowed_callers/);
    // An error's code is not a program's.
    expect(req(['error', 'code'], 'invalid_value')?.title).not.toBe('code (program)');
    expect(annotatorFor({ input: [] }, ko.notes)(['input', 0, 'type'], 'program_output')?.body).toMatch(/서버만/);
    expect(annotatorFor({ input: [] }, pl.notes)(['input', 0, 'type'], 'compaction_trigger')?.body).toMatch(
      /ostatnim elementem/,
    );
  });
});

describe('hosted tool field notes', () => {
  it('say what each hosted tool, its call and its citations are, and read a code_interpreter_call’s code as Python', () => {
    const body = {
      id: 'resp_1',
      object: 'response',
      output: [
        { type: 'code_interpreter_call', code: 'print(1)' },
        { type: 'program', code: 'await tools.x()' },
        { type: 'message', content: [{ type: 'output_text', annotations: [{ type: 'url_citation' }] }] },
      ],
    };
    const note = annotatorFor(body);
    expect(note(['output', 0, 'code'], 'print(1)')?.title).toBe('code (code_interpreter_call)');
    expect(note(['output', 1, 'code'], 'await tools.x()')?.title).toBe('code (program)');
    expect(note(['output', 2, 'content', 0, 'annotations', 0, 'type'], 'url_citation')?.body).toMatch(
      /start_index and end_index/,
    );
    expect(
      annotatorFor({ model: 'gpt-4o', input: 'hi', tools: [{ type: 'file_search', vector_store_ids: ['vs_1'] }] })(
        ['tools', 0, 'type'],
        'file_search',
      )?.body,
    ).toMatch(/searches the vector stores/);
    expect(annotatorFor(body, ko.notes)(['output', 0, 'code'], 'print(1)')?.body).toMatch(/컨테이너에서 실행한 Python/);
    expect(annotatorFor(body, pl.notes)(['output', 0, 'code'], 'print(1)')?.body).toMatch(/w swoim kontenerze/);
  });
});
