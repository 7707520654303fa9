// A stdio MCP server starts only from the confirmation dialog that shows the exact command; cancelling runs nothing.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServices, renderWithSession } from '../../store/testing/render';
import { splitCommandLine, StdioServerField } from './StdioServerField';

afterEach(cleanup);

describe('splitCommandLine', () => {
  it('splits on spaces and keeps quoted words whole', () => {
    expect(splitCommandLine(`npx -y "@scope/server name" --root '/tmp/a b'`)).toEqual(['npx', '-y', '@scope/server name', '--root', '/tmp/a b']);
  });
});

describe('StdioServerField', () => {
  function setup() {
    const started: { command: string; args: string[] }[] = [];
    const services = fakeServices({
      startStdioMcp: async (command) => {
        started.push(command);
        return { ok: true, url: 'http://127.0.0.1:5173/api/mcp-stdio/abc/mcp' };
      },
    });
    const view = renderWithSession(<StdioServerField nextId="mcp-1" />, { services });
    fireEvent.change(screen.getByLabelText('stdio command (npm start only)'), { target: { value: 'node weather.js --port "8 0"' } });
    return { ...view, started };
  }

  it('runs nothing until the exact command is confirmed; cancel leaves it unrun', async () => {
    const { started, engine } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Run…' }));
    expect(screen.getByTestId('stdio-command').textContent).toBe('["node","weather.js","--port","8 0"]');
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(started).toEqual([]);
    expect(engine.calls.filter((c) => c.startsWith('mcp-list'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Run…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run this command' }));
    await waitFor(() => expect(started).toEqual([{ command: 'node', args: ['weather.js', '--port', '8 0'] }]));
    await waitFor(() => expect(engine.calls).toContain('mcp-list:http://127.0.0.1:5173/api/mcp-stdio/abc/mcp'));
  });
});
