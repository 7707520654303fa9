// HeadersView: credentials never appear in full, even when a header arrives unredacted.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { HeadersView, safeHeaderValue } from './HeadersView';
import { makeExchange } from './test-exchanges';

afterEach(cleanup);

describe('HeadersView', () => {
  it('keeps the engine redaction and masks anything that slipped through', () => {
    expect(safeHeaderValue('authorization', 'Bearer sk-…wxyz')).toBe('Bearer sk-…wxyz');
    expect(safeHeaderValue('Authorization', 'Bearer sk-proj-abcdefghijklmnop1234')).toBe('Bearer sk-…1234');
    expect(safeHeaderValue('x-api-key', 'short')).toBe('…');
    expect(safeHeaderValue('content-type', 'application/json')).toBe('application/json');
  });

  it('renders request and response headers without the secret', () => {
    const ex = makeExchange({ id: 'h', requestHeaders: { authorization: 'Bearer sk-live-secretsecret9876', 'x-stainless-retry-count': '1' }, responseHeaders: { 'x-request-id': 'req_1' } });
    const { container } = render(<HeadersView exchange={ex} />);
    expect(container.textContent).not.toContain('secretsecret');
    expect(screen.getByRole('table', { name: 'Request headers' }).textContent).toContain('Bearer sk-…9876');
    expect(screen.getByRole('table', { name: 'Response headers' }).textContent).toContain('req_1');
  });
});
