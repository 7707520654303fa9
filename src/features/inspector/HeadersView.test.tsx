// HeadersView: credentials never appear in full, even when a header arrives unredacted; a wire's own headers explain themselves.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HeadersView } from './HeadersView';
import { makeExchange } from './test-exchanges';

afterEach(cleanup);

describe('HeadersView', () => {
  it('keeps the engine redaction and masks anything that slipped through, short keys and cookies included', () => {
    const ex = makeExchange({
      id: 'm',
      requestHeaders: {
        authorization: 'Bearer sk-…wxyz',
        'x-api-key': 'short',
        cookie: 'sid=abc',
        'content-type': 'application/json',
      },
      responseHeaders: { 'set-cookie': 'sid=abc; HttpOnly' },
    });
    render(<HeadersView exchange={ex} />);
    const request = screen.getByRole('table', { name: 'Request headers' }).textContent ?? '';
    expect(request).toContain('Bearer sk-…wxyz');
    expect(request).not.toContain('short');
    expect(request).not.toContain('sid=abc');
    expect(request).toContain('application/json');
    expect(screen.getByRole('table', { name: 'Response headers' }).textContent).not.toContain('sid=abc');
  });

  it('renders request and response headers without the secret', () => {
    const ex = makeExchange({
      id: 'h',
      requestHeaders: { authorization: 'Bearer sk-live-secretsecret9876', 'x-stainless-retry-count': '1' },
      responseHeaders: { 'x-request-id': 'req_1' },
    });
    const { container } = render(<HeadersView exchange={ex} />);
    expect(container.textContent).not.toContain('secretsecret');
    expect(screen.getByRole('table', { name: 'Request headers' }).textContent).toContain('Bearer sk-…9876');
    expect(screen.getByRole('table', { name: 'Response headers' }).textContent).toContain('req_1');
  });

  it("explains an MCP exchange's own headers on focus (the wire's registry entry says which), and not the same name on HTTP", () => {
    const headers = {
      'content-type': 'application/json',
      'MCP-Protocol-Version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'get_weather',
    };
    render(
      <HeadersView
        exchange={makeExchange({
          id: 'mcp',
          wire: 'mcp',
          url: 'http://mcp.loopscope.local/mcp',
          requestHeaders: headers,
        })}
      />,
    );
    const request = screen.getByRole('table', { name: 'Request headers' });
    const method = within(request).getByRole('button', { name: 'mcp-method' });
    fireEvent.focus(method);
    expect(screen.getByRole('tooltip').textContent).toMatch(/gateway|load balancer/);
    // Every MCP header the request carried is explained; content-type is nobody's wire of its own.
    expect(
      within(request)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['MCP-Protocol-Version', 'mcp-method', 'mcp-name']);
    cleanup();
    render(<HeadersView exchange={makeExchange({ id: 'http', requestHeaders: headers })} />);
    expect(within(screen.getByRole('table', { name: 'Request headers' })).queryAllByRole('button')).toEqual([]);
  });
});
