// The note on a trace-made exchange: its convention and span, the structure around it and after it, and what the trace lacked.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TraceNote } from './TraceNote';

afterEach(cleanup);

describe('TraceNote', () => {
  it('names the spans around the call and those that ran after it, and the gaps', () => {
    render(<TraceNote trace={{ convention: 'langfuse', traceId: 't', spanId: 'obs-1', parentSpanId: 'a', missing: ['bytes', 'tools'], path: ['weather-loop', 'agent Weather agent'], then: ['tool get_weather', 'tool get_time'] }} />);
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
});
