// Which tool results report a failure, and with which message: plain texts as runtimes and services write them, JSON
// error shapes, and look-alikes that are data.
import { describe, expect, it } from 'vitest';
import { failureOf } from './tool-failure.ts';

const ofText = (text: string) => failureOf(text, undefined);
const ofJson = (value: unknown) => failureOf(JSON.stringify(value), value);

describe('failureOf', () => {
  it('reads a plain text that reports a failure as its message, trimmed', () => {
    expect(ofText("  KeyError: 'temperature'\n")).toBe("KeyError: 'temperature'");
    for (const text of [
      'java.net.SocketException: Connection reset',
      'HTTP/1.1 502 Bad Gateway',
      '429 Too Many Requests',
      'upstream answered with status code 500',
      'getaddrinfo ENOTFOUND api.example',
      'The billing API is temporarily unavailable.',
      'timeout after 30 s',
    ]) {
      expect(ofText(text), text).toBe(text);
    }
  });

  it('leaves data that only looks like a failure', () => {
    for (const text of [
      'ErrorBoundary catches render errors in React.',
      'Shares are down 2% today.',
      '404 Main Street, Tampa',
      'Status: 200 OK',
      'No results found.',
    ]) {
      expect(ofText(text), text).toBeUndefined();
    }
    // A long text that mentions a failure (an article, a log) is data; one that starts with an exception is not.
    const article = `The 503 Service Unavailable page was redesigned. ${'It explains what went wrong in plain words. '.repeat(12)}`;
    expect(ofText(article)).toBeUndefined();
    expect(ofText(`ValueError: bad input\n${'  at frame\n'.repeat(60)}`)).toMatch(/^ValueError: bad input/);
  });

  it('reads JSON failures by their usual fields, and a JSON string as a plain text', () => {
    expect(ofJson({ error: { message: 'quota used up', code: 429 } })).toBe('quota used up');
    expect(ofJson({ success: false, detail: 'no such order' })).toBe('no such order');
    expect(ofJson({ ok: false })).toBe('no reason given');
    expect(ofJson({ ok: true, message: 'saved' })).toBeUndefined();
    expect(ofJson('HTTP 503 Service Unavailable')).toBe('HTTP 503 Service Unavailable');
    expect(ofJson([{ error: 'x' }])).toBeUndefined();
  });
});
