// The persistence schemas run zod jitless: no `new Function` probe, so the page's CSP files no violation report.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

describe('zod setup', () => {
  it('parses without ever trying to compile code', async () => {
    await import('./session-schema');
    await import('./lesson/lesson-schema');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    z.object({ a: z.string() }).parse({ a: 'x' });
    expect(compile).not.toHaveBeenCalled();
  });
});
