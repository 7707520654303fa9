// The note on a trace-made exchange: its convention and span, the structure around it and after it, and what the trace lacked.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PlacementNote, TraceNote } from './TraceNote';

afterEach(cleanup);

describe('TraceNote', () => {
  it('names the spans around the call and those that ran after it, and the gaps', () => {
    render(
      <TraceNote
        trace={{
          convention: 'langfuse',
          traceId: 't',
          spanId: 'obs-1',
          parentSpanId: 'a',
          missing: ['bytes', 'tools'],
          path: ['weather-loop', 'agent Weather agent'],
          then: ['tool get_weather', 'tool get_time'],
        }}
      />,
    );
    const note = screen.getByRole('note').textContent ?? '';
    expect(note).toContain('Langfuse span obs-1');
    expect(note).toContain('weather-loop › agent Weather agent');
    expect(note).toContain('Then ran: tool get_weather, tool get_time.');
    expect(note).toContain('the tool definitions');
  });

  it('says nothing of structure when the trace had none', () => {
    render(<TraceNote trace={{ convention: 'gen_ai', traceId: 't', spanId: 's', parentSpanId: null, missing: [] }} />);
    expect(screen.getByRole('note').textContent).not.toMatch(/Then ran|Inside/);
  });

  it('names an AI SDK telemetry call by its product name', () => {
    render(
      <TraceNote
        trace={{ convention: 'ai_sdk', traceId: 't', spanId: 's1', parentSpanId: null, missing: ['bytes'] }}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('Vercel AI SDK telemetry span s1');
  });

  it("says a recorded exchange a trace placed is the wire's, and where the trace put it", () => {
    render(
      <PlacementNote
        placement={{
          convention: 'agents',
          traceId: 't',
          spanId: 'span_1',
          path: ['task Agent workflow', 'agent Triage agent'],
          then: ['handoff Triage agent → Weather agent'],
        }}
      />,
    );
    const note = screen.getByRole('note').textContent ?? '';
    expect(note).toContain('Recorded on the wire');
    expect(note).toContain('OpenAI Agents SDK span span_1');
    expect(note).toContain('Inside: task Agent workflow › agent Triage agent.');
    expect(note).toContain('Then ran: handoff Triage agent → Weather agent.');
    expect(note).not.toMatch(/Rebuilt/);
  });
});
