// InspectorPanel: exact raw bytes, the diff of seed requests, stream replay, annotations by focus, errors and the empty state.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InspectorPanel } from './InspectorPanel';
import { fixture, makeExchange, toolCallStreamEvents } from './test-exchanges';
import { upstreamUnreachableBody } from '@loopscope/wire/proxy-error';

afterEach(cleanup);

const req1 = makeExchange({
  id: 'a',
  step: 1,
  requestBody: fixture('1-request.json'),
  responseBody: fixture('2-response.json'),
});
const req2 = makeExchange({
  id: 'b',
  step: 2,
  requestBody: fixture('3-request.json'),
  responseBody: fixture('4-response.json'),
});

describe('InspectorPanel', () => {
  it('teaches what will appear before anything ran', () => {
    render(<InspectorPanel exchanges={[]} selectedExchangeId={null} onSelect={() => {}} />);
    expect(screen.getByText(/Run the loop to see each HTTP exchange here/)).toBeTruthy();
  });

  it('shows the raw body byte for byte, including whitespace and key order a re-serialisation would change', () => {
    const odd = '{"b":1,   "a" : [ 18.0 ,\t"x"],\r\n"unicode":"\\u00e9\u00e9"}\n\n';
    const ex = makeExchange({ id: 'odd', requestBody: odd, responseBody: '{}' });
    render(<InspectorPanel exchanges={[ex]} selectedExchangeId="odd" onSelect={() => {}} initialTab="request" />);
    fireEvent.click(screen.getByRole('button', { name: 'Raw' }));
    const raw = screen.getByTestId('raw-body');
    expect(raw.textContent).toBe(odd);
    expect(raw.textContent).not.toBe(JSON.stringify(JSON.parse(odd)));
    expect(screen.getByText(/bytes · ends with a newline/).textContent).toContain(
      `${new TextEncoder().encode(odd).length} bytes`,
    );
  });

  it('copies the exact text, not a formatted copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InspectorPanel exchanges={[req1]} selectedExchangeId="a" onSelect={() => {}} initialTab="request" />);
    fireEvent.click(screen.getByRole('button', { name: /copy request body exactly/i }));
    expect(writeText).toHaveBeenCalledWith(fixture('1-request.json'));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
  });

  it('diffs request 2 against request 1: exactly the four new messages are added, nothing else', () => {
    render(<InspectorPanel exchanges={[req1, req2]} selectedExchangeId="b" onSelect={() => {}} initialTab="changes" />);
    const diff = screen.getByRole('region', { name: 'Changes since the previous request' });
    const added = diff.querySelectorAll('[data-diff="added"]');
    expect(added).toHaveLength(4);
    expect(
      [...added].map(
        (el) => JSON.parse(el.querySelector('.ui-diff-body')!.textContent!.replace(/^\[\d+\]: /, '')).role,
      ),
    ).toEqual(['assistant', 'tool', 'tool', 'tool']);
    expect(diff.querySelectorAll('[data-diff="removed"], [data-diff="changed"]')).toHaveLength(0);
    expect(within(diff).getByText(/4 added/)).toBeTruthy();
  });

  it('offers to export the selected exchange on its own only where the host can, and hands over that exchange and its place', () => {
    const onExport = vi.fn();
    const { rerender } = render(<InspectorPanel exchanges={[req1, req2]} selectedExchangeId="a" onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Export request/ })).toBeNull();
    rerender(
      <InspectorPanel
        exchanges={[req1, req2]}
        selectedExchangeId="b"
        onSelect={() => {}}
        onExportExchange={onExport}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export request 2 as a file or code' }));
    expect(onExport).toHaveBeenCalledWith(req2, 1);
  });

  it('says there is nothing to compare for the first request', () => {
    render(<InspectorPanel exchanges={[req1, req2]} selectedExchangeId="a" onSelect={() => {}} initialTab="changes" />);
    expect(screen.getByText(/first request in the list/)).toBeTruthy();
  });

  it('explains finish_reason when its row receives keyboard focus', () => {
    render(<InspectorPanel exchanges={[req1]} selectedExchangeId="a" onSelect={() => {}} />);
    const tree = screen.getByRole('tree', { name: 'Response body' });
    within(tree).getAllByRole('treeitem')[0]!.focus();
    // Walk down with the keyboard, as a keyboard user would, until the finish_reason row has focus.
    for (let i = 0; i < 40 && !document.activeElement?.textContent?.startsWith('"finish_reason"'); i++) {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    }
    const focused = document.activeElement as HTMLElement;
    expect(focused.textContent).toContain('"finish_reason": "tool_calls"');
    const note = document.getElementById(focused.getAttribute('aria-describedby')!)!;
    expect(note.hidden).toBe(false);
    expect(note.textContent).toMatch(/wants tool results, not because it is finished/);
  });

  it('replays a stream: the scrubber shows the arguments assembled up to that event', () => {
    const events = toolCallStreamEvents();
    const ex = makeExchange({
      id: 's',
      streamed: true,
      events,
      requestBody: fixture('1-request.json'),
      responseBody: events.map((e) => e.raw).join(''),
    });
    render(<InspectorPanel exchanges={[ex]} selectedExchangeId="s" onSelect={() => {}} initialTab="stream" />);
    expect(screen.getByTestId('assembled-arguments-0').textContent).toBe('{"city": "Berlin", "unit": "celsius"}');
    fireEvent.change(screen.getByRole('slider', { name: 'Replay position' }), { target: { value: '4' } });
    expect(screen.getByTestId('assembled-arguments-0').textContent).toBe('{"city": "Berlin", ');
    expect(screen.getByTestId('assembled-arguments-0').querySelector('mark')?.textContent).toBe(': "Berlin", ');
    expect(screen.queryByTestId('assembled-call-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(screen.getByTestId('assembled-call-1').textContent).toContain('call_mP7b3c');
    expect(screen.getByText(/\+85 ms/)).toBeTruthy();
  });

  it('shows an API error object field by field', () => {
    const body =
      '{\n  "error": {\n    "message": "Invalid parameter: messages with role \'tool\' must be a response to a preceeding message with \'tool_calls\'.",\n    "type": "invalid_request_error",\n    "param": "messages.[2].role",\n    "code": null\n  }\n}';
    const ex = makeExchange({ id: 'e', status: 400, requestBody: '{}', responseBody: body });
    render(<InspectorPanel exchanges={[ex]} selectedExchangeId="e" onSelect={() => {}} />);
    const error = screen.getByRole('region', { name: 'Error response' });
    expect(error.textContent).toContain('400 Bad Request');
    const value = (term: string) => within(error).getByText(term).nextElementSibling?.textContent;
    expect(value('type')).toBe('invalid_request_error');
    expect(value('param')).toBe('messages.[2].role');
    expect(value('code')).toBe('null');
    expect(value('message')).toMatch(/must be a response to a preceeding message/);
  });

  it('shows the 502 a proxied app got when the proxy could not reach its upstream, and how to point the proxy at the mock', () => {
    const body = upstreamUnreachableBody(
      'https://api.openai.com/v1/chat/completions',
      'fetch failed (getaddrinfo ENOTFOUND api.openai.com)',
    );
    const ex = makeExchange({
      id: 'p',
      status: 502,
      requestBody: '{}',
      responseBody: body,
      error: 'fetch failed (getaddrinfo ENOTFOUND api.openai.com)',
    });
    render(<InspectorPanel exchanges={[ex]} selectedExchangeId="p" onSelect={() => {}} />);
    const error = screen.getByRole('region', { name: 'Error response' });
    expect(error.textContent).toContain('502 Bad Gateway');
    expect(error.textContent).not.toContain('The browser said');
    expect(within(error).getByText('code').nextElementSibling?.textContent).toBe('upstream_unreachable');
    expect(within(error).getByText('LOOPSCOPE_UPSTREAM=mock npm start')).toBeTruthy();
  });

  it('focused on the payload: a one-line exchange picker instead of the list, and no help notes above the body', () => {
    const onSelect = vi.fn();
    render(
      <InspectorPanel
        exchanges={[req1, req2]}
        selectedExchangeId="b"
        onSelect={onSelect}
        initialTab="request"
        focused
      />,
    );
    expect(screen.queryByRole('listbox', { name: 'HTTP exchanges' })).toBeNull();
    expect(screen.queryByText(/Parsed view\. Focus or hover/)).toBeNull();
    // The context box folds away (a click opens it again).
    expect((screen.getByText('Tokens and context window').closest('details') as HTMLDetailsElement).open).toBe(false);
    const picker = screen.getByRole('combobox', { name: 'Exchange' }) as HTMLSelectElement;
    expect(picker.value).toBe('b');
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Request 1 · POST /v1/chat/completions · 200 OK',
      'Request 2 · POST /v1/chat/completions · 200 OK',
    ]);
    fireEvent.change(picker, { target: { value: 'a' } });
    expect(onSelect).toHaveBeenCalledWith('a');
  });

  it('moves the selection with the arrow keys and lists step, retry and stream badges', () => {
    const onSelect = vi.fn();
    const retry = makeExchange({ id: 'r', step: 2, attempt: 1, status: 429, streamed: true });
    render(<InspectorPanel exchanges={[req1, retry, req2]} selectedExchangeId="r" onSelect={onSelect} />);
    const list = screen.getByRole('listbox', { name: 'HTTP exchanges' });
    const options = within(list).getAllByRole('option');
    expect(options[1]!.textContent).toMatch(/Request 2.*retry 1.*stream.*429 Too Many Requests/);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith('a');
  });
});
