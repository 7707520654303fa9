// Tests for the SSE encoder and the byte-exact incremental decoder.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SseDecoder, encodeSseEvent, type ParsedSseEvent } from './sse.ts';

function decodeInChunks(text: string, cuts: number[]): ParsedSseEvent[] {
  const decoder = new SseDecoder();
  const events: ParsedSseEvent[] = [];
  let last = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    events.push(...decoder.push(text.slice(last, cut)));
    last = cut;
  }
  events.push(...decoder.push(text.slice(last)));
  events.push(...decoder.flush());
  return events;
}

describe('encodeSseEvent', () => {
  it('writes a data line and a blank line', () => {
    expect(encodeSseEvent('[DONE]')).toBe('data: [DONE]\n\n');
  });
  it('writes the event name first and splits multi-line data', () => {
    expect(encodeSseEvent('a\nb', 'response.created')).toBe('event: response.created\ndata: a\ndata: b\n\n');
  });
});

describe('SseDecoder', () => {
  it('parses events with \\n and \\r\\n terminators', () => {
    const events = decodeInChunks('data: {"a":1}\n\nevent: x\r\ndata: 2\r\n\r\n', []);
    expect(events).toEqual([
      { raw: 'data: {"a":1}\n\n', event: null, data: '{"a":1}' },
      { raw: 'event: x\r\ndata: 2\r\n\r\n', event: 'x', data: '2' },
    ]);
  });

  it('joins multi-line data, skips comments and unknown fields, keeps a missing space', () => {
    const [event] = decodeInChunks(': keep-alive\nid: 7\ndata:first\ndata: second\nretry: 10\n\n', []);
    expect(event).toEqual({
      raw: ': keep-alive\nid: 7\ndata:first\ndata: second\nretry: 10\n\n',
      event: null,
      data: 'first\nsecond',
    });
  });

  it('waits for the \\n that may follow a \\r at a chunk boundary', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data: 1\r\n\r')).toEqual([]);
    expect(decoder.push('\ndata: 2\n\n')).toEqual([
      { raw: 'data: 1\r\n\r\n', event: null, data: '1' },
      { raw: 'data: 2\n\n', event: null, data: '2' },
    ]);
  });

  it('keeps leading blank lines inside the next raw block', () => {
    const events = decodeInChunks('\n\ndata: x\n\n', []);
    expect(events).toEqual([{ raw: '\n\ndata: x\n\n', event: null, data: 'x' }]);
  });

  it('returns an unterminated tail on flush', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data: 1\n\ndata: cut')).toHaveLength(1);
    expect(decoder.flush()).toEqual([{ raw: 'data: cut', event: null, data: 'cut' }]);
    expect(decoder.flush()).toEqual([]);
  });

  it('reproduces any input exactly and parses the same events wherever the chunks break', () => {
    const piece = fc.constantFrom('data: a', 'data:{"x":[1,2]}', 'event: e', ': c', 'id: 3', '', 'data', 'dåta: é');
    const eol = fc.constantFrom('\n', '\r\n', '\r');
    const text = fc
      .array(
        fc.tuple(piece, eol).map(([p, e]) => p + e),
        { maxLength: 30 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (input, rawCuts) => {
        const cuts = rawCuts.map((c) => (input.length === 0 ? 0 : c % (input.length + 1)));
        const whole = decodeInChunks(input, []);
        const chunked = decodeInChunks(input, cuts);
        expect(chunked.map((e) => e.raw).join('')).toBe(input);
        expect(chunked).toEqual(whole);
      }),
      { numRuns: 500 },
    );
  });
});
