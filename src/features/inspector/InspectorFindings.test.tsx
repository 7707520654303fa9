// The payload doctor in the inspector: each finding sits under the field it concerns in the request tree (a missing field:
// under the object that lacks it), opens that field's ancestors, and offers its fix; Raw lists them instead.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { InspectorPanel } from './InspectorPanel';
import { fixture, makeExchange } from './test-exchanges';

afterEach(cleanup);

/** Seed 001's second request with one of its "common mistakes" made to it. */
function mistaken(edit: (messages: Record<string, unknown>[]) => void) {
  const body = JSON.parse(fixture('3-request.json')) as { messages: Record<string, unknown>[] };
  edit(body.messages);
  const exchange = makeExchange({
    id: 'bad',
    step: 1,
    requestBody: JSON.stringify(body),
    status: 400,
    responseBody: '{}',
  });
  return { exchange, findings: diagnoseLoop([wireCallOf(exchange)]) };
}

const rowOf = (note: HTMLElement) => note.closest('[role="treeitem"]')!;

describe('inspector with doctor findings', () => {
  it("shows a dict tool result's finding under messages[3].content, with the fix and the API's words", () => {
    const { exchange, findings } = mistaken((m) => (m[3]!.content = { temperature: 18 }));
    render(<InspectorPanel exchanges={[exchange]} selectedExchangeId="bad" onSelect={() => {}} findings={findings} />);
    const tab = screen.getByRole('tab', { name: 'Request, 1 doctor finding' });
    // The count reads as findings, not as a request number ("Request 1").
    expect(tab.textContent).toBe('Request · 1 finding');
    fireEvent.click(tab);
    const note = within(screen.getByRole('tree', { name: 'Request body' })).getByRole('note', {
      name: /^Doctor, messages\[3\]\.content/,
    });
    expect(rowOf(note).textContent).toMatch(/^▸"content": \{temperature: 18\}/);
    expect(note.textContent).toContain('json.dumps(result)');
    expect(note.textContent).toContain(
      "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
    );
  });

  it("puts a missing tool_call_id's finding under the message that lacks it", () => {
    const { exchange, findings } = mistaken((m) => delete m[4]!.tool_call_id);
    render(
      <InspectorPanel
        exchanges={[exchange]}
        selectedExchangeId="bad"
        onSelect={() => {}}
        findings={findings}
        initialTab="request"
      />,
    );
    const note = screen.getByRole('note', { name: /^Doctor, messages\[4\]\.tool_call_id/ });
    expect(rowOf(note).getAttribute('aria-level')).toBe('3');
    expect(rowOf(note).textContent).toMatch(/^▾4: /);
  });

  it('offers "apply fix and replay" at the field when the caller can replay', () => {
    const { exchange, findings } = mistaken((m) => (m[3]!.content = { temperature: 18 }));
    const onApplyFix = vi.fn();
    render(
      <InspectorPanel
        exchanges={[exchange]}
        selectedExchangeId="bad"
        onSelect={() => {}}
        findings={findings}
        onApplyFix={onApplyFix}
        initialTab="request"
      />,
    );
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Apply fix and replay' }));
    expect(onApplyFix).toHaveBeenCalledWith(findings[0]);
  });

  it('lists the findings above the exact text in Raw, and shows none for a sound request', () => {
    const { exchange, findings } = mistaken((m) => (m[3]!.content = { temperature: 18 }));
    render(
      <InspectorPanel
        exchanges={[exchange]}
        selectedExchangeId="bad"
        onSelect={() => {}}
        findings={findings}
        initialTab="request"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Raw' }));
    expect(within(screen.getByRole('list', { name: 'Doctor findings' })).getByRole('listitem').textContent).toContain(
      'field messages[3].content',
    );
    cleanup();
    const sound = makeExchange({
      id: 'ok',
      requestBody: fixture('3-request.json'),
      responseBody: fixture('4-response.json'),
    });
    render(
      <InspectorPanel
        exchanges={[sound]}
        selectedExchangeId="ok"
        onSelect={() => {}}
        findings={diagnoseLoop([wireCallOf(sound)])}
        initialTab="request"
      />,
    );
    expect(screen.getByRole('tab', { name: 'Request' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
