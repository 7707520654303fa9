// Responses items on the timeline: each kind its own card, reasoning folded to its summary with an opaque blob, call_id links.
// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';

const BLOB = `gAAAAB${'x9Kq'.repeat(60)}`;
const response = { kind: 'response' as const, exchangeId: 'ex-1-0' };
const items = [
  {
    id: 'u',
    kind: 'user',
    wire: { role: 'user', content: 'Weather in Berlin?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'r',
    kind: 'reasoning',
    wire: {
      id: 'rs_1',
      type: 'reasoning',
      summary: [{ type: 'summary_text', text: 'Berlin needs a weather lookup.' }],
      encrypted_content: BLOB,
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'c',
    kind: 'tool-call',
    wire: {
      id: 'fc_1',
      type: 'function_call',
      call_id: 'call_xK9f2a',
      name: 'get_weather',
      arguments: '{"city":"Berlin"}',
      status: 'completed',
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'o',
    kind: 'tool-result',
    wire: { type: 'function_call_output', call_id: 'call_xK9f2a', output: '{"temperature":18}' },
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_xK9f2a' },
    firstSentInStep: 2,
  },
  {
    id: 'm',
    kind: 'assistant',
    wire: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [
        {
          type: 'output_text',
          text: 'It is **18 °C** in Berlin.',
          annotations: [{ type: 'url_citation', url: 'https://example.com', start_index: 0, end_index: 5, title: 't' }],
        },
      ],
    },
    provenance: { kind: 'response', exchangeId: 'ex-2-0' },
    firstSentInStep: null,
  },
].map((e) => ({ ...e, style: 'responses' })) as unknown as TimelineEntry[];

function setup(entries = items) {
  const engine = fakeEngine(
    engineState({ branches: { main: branch({ messages: entries, exchanges: [exchange(1, 1), exchange(2, 4)] }) } }),
  );
  return renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
}

// The markdown renderer is lazy in the app: load it up front so a busy test run does not race its first render.
beforeAll(async () => {
  await import('./MarkdownView');
});

beforeEach(stubTimelineLayout);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Responses item cards', () => {
  it('shows a local_shell_call with its command, and its output (named by id) answering that call, each by its own type', () => {
    const shell = [
      items[0]!,
      {
        id: 'ls',
        kind: 'tool-call',
        style: 'responses',
        wire: {
          id: 'lsh_1',
          type: 'local_shell_call',
          call_id: 'call_ls1',
          status: 'completed',
          action: { type: 'exec', command: ['bash', '-lc', 'ls -la'], env: {} },
        },
        provenance: response,
        firstSentInStep: 2,
      },
      {
        id: 'lo',
        kind: 'tool-result',
        style: 'responses',
        wire: { type: 'local_shell_call_output', id: 'call_ls1', output: 'README.md' },
        provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_ls1' },
        firstSentInStep: 2,
      },
    ] as unknown as TimelineEntry[];
    setup(shell);
    const call = screen.getByRole('article', { name: 'input[1], local_shell_call' });
    expect(call.textContent).toContain('call_ls1');
    expect(call.textContent).toContain('["bash","-lc","ls -la"]');
    expect(call.textContent).not.toContain('function_call');
    const output = screen.getByRole('article', { name: 'input[2], local_shell_call_output' });
    expect(output.textContent).toContain('call_ls1');
    expect(output.textContent).toContain('README.md');
  });

  it('names each card by its item type, indexed in input', () => {
    setup();
    const labels = within(screen.getByTestId('timeline'))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(labels).toEqual([
      'input[0], message · user',
      'input[1], reasoning',
      'input[2], function_call',
      'input[3], function_call_output',
      'input[4], message · assistant',
    ]);
  });

  it('folds reasoning to its summary and shows encrypted_content only as an opaque prefix and length', () => {
    setup();
    const card = screen.getByRole('article', { name: 'input[1], reasoning' });
    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Summary (30 characters)');
    expect(details.textContent).toContain('Berlin needs a weather lookup.');
    expect(card.textContent).toContain(`${BLOB.slice(0, 48)}… (${BLOB.length} characters, opaque)`);
    expect(card.textContent).not.toContain(BLOB);
  });

  it('says where the reasoning lives when there is no blob', () => {
    const withoutBlob = items.map((e) =>
      e.id === 'r' ? { ...e, wire: { id: 'rs_1', type: 'reasoning', summary: [] } } : e,
    ) as TimelineEntry[];
    setup(withoutBlob);
    const card = screen.getByRole('article', { name: 'input[1], reasoning' });
    expect(card.querySelector('summary')!.textContent).toBe('Summary (none requested)');
    expect(card.textContent).toContain('the server keeps this reasoning under id rs_1');
  });

  it('shows a function_call with its arguments as the wire string, and links its output by call_id', () => {
    setup();
    const call = screen.getByRole('article', { name: 'input[2], function_call' });
    expect(within(call).getByTestId('args-raw').textContent).toBe('"{\\"city\\":\\"Berlin\\"}"');
    expect(
      within(call).getByTitle(/^call_id: the function_call_output answering this call must carry it/).textContent,
    ).toContain('call_xK9f2a');
    const link = screen.getByTitle('The call_id links this result to the call that asked for it');
    expect(link.hasAttribute('data-linked')).toBe(false);
    fireEvent.mouseEnter(within(call).getByRole('listitem', { name: /get_weather, id call_xK9f2a/ }));
    expect(link.hasAttribute('data-linked')).toBe(true);
  });

  it('says a function_call whose arguments are an object (not the JSON text) is rejected, instead of "[object Object]"', () => {
    setup(
      items.map((e) =>
        e.id === 'c' ? { ...e, wire: { ...(e.wire as object), arguments: { city: 'Berlin' } } } : e,
      ) as TimelineEntry[],
    );
    const call = screen.getByRole('article', { name: 'input[2], function_call' });
    expect(within(call).getByTestId('args-raw').textContent).toBe('{"city":"Berlin"}');
    expect(call.textContent).not.toContain('[object Object]');
    expect(call.textContent).toContain('Not a string: arguments is sent as a JSON object');
  });

  it('shows a message’s output_text parts and counts their annotations', async () => {
    setup();
    const message = screen.getByRole('article', { name: 'input[4], message · assistant' });
    expect((await within(message).findByText('18 °C', {}, { timeout: 5000 })).tagName).toBe('STRONG');
    expect(message.textContent).toContain('output_text · 1 annotation');
  });

  it('shows a custom_tool_call’s input as the string itself, nothing parsed, and names its custom_tool_call_output', () => {
    const custom = items.map((e) => {
      if (e.id === 'c')
        return {
          ...e,
          wire: { id: 'ctc_1', type: 'custom_tool_call', call_id: 'call_c1', name: 'order_lookup', input: 'KX-2048' },
        };
      if (e.id === 'o')
        return {
          ...e,
          wire: { type: 'custom_tool_call_output', call_id: 'call_c1', output: '{"status":"packed"}' },
          provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_c1' },
        };
      return e;
    }) as TimelineEntry[];
    setup(custom);
    const call = screen.getByRole('article', { name: 'input[2], custom_tool_call' });
    expect(within(call).getByTestId('custom-input').textContent).toBe('"KX-2048"');
    expect(within(call).queryByTestId('args-parsed')).toBeNull();
    expect(call.textContent).toContain('answer with a custom_tool_call_output item');
    expect(call.textContent).toContain('no JSON to parse');
    const output = screen.getByRole('article', { name: 'input[3], custom_tool_call_output' });
    expect(output.textContent).toContain('packed');
  });
  it('says what each hosted MCP item carries: the tools listed, a call with its output or its error, an approval given', () => {
    const at = (id: string, wire: Record<string, unknown>) => ({
      id,
      kind: 'other',
      wire,
      provenance: response,
      firstSentInStep: 2,
      style: 'responses',
    });
    const mcp = [
      items[0]!,
      at('l', {
        id: 'mcpl_1',
        type: 'mcp_list_tools',
        server_label: 'tickets',
        tools: [
          { name: 'open_ticket', input_schema: {} },
          { name: 'close_ticket', input_schema: {} },
        ],
      }),
      at('ok', {
        id: 'mcp_1',
        type: 'mcp_call',
        server_label: 'tickets',
        name: 'open_ticket',
        arguments: '{"title":"Printer jam"}',
        output: 'Ticket T-77 opened',
      }),
      at('bad', {
        id: 'mcp_2',
        type: 'mcp_call',
        server_label: 'tickets',
        name: 'close_ticket',
        arguments: '{"id":"T-1"}',
        output: null,
        error: { type: 'mcp_tool_execution_error', content: [{ type: 'text', text: 'no such ticket' }] },
      }),
      at('no', { type: 'mcp_approval_response', approval_request_id: 'mcpr_9', approve: false }),
    ] as unknown as TimelineEntry[];
    setup(mcp);
    expect(screen.getByRole('article', { name: /^input\[1\], mcp_list_tools/ }).textContent).toContain(
      'listed 2 tools',
    );
    expect(screen.getByRole('article', { name: /^input\[1\], mcp_list_tools/ }).textContent).toContain(
      'open_ticket, close_ticket',
    );
    const ok = screen.getByRole('article', { name: /^input\[2\], mcp_call/ }).textContent!;
    expect(ok).toContain('open_ticket({"title":"Printer jam"})');
    expect(ok).toContain('Ticket T-77 opened');
    expect(screen.getByRole('article', { name: /^input\[3\], mcp_call/ }).textContent).toContain(
      'The call failed: {"type":"mcp_tool_execution_error"',
    );
    expect(screen.getByRole('article', { name: /^input\[4\], mcp_approval_response/ }).textContent).toContain('Denied');
  });
});
