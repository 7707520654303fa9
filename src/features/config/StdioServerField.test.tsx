// A stdio MCP server starts only from the confirmation dialog that shows the exact command; cancelling runs nothing;
// adding and removing servers keeps the keyboard focus.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServices, renderWithSession } from '../../store/testing/render';
import { config, engineState, fakeEngine } from '../../store/testing/fixtures';
import { McpServersField } from './McpServersField';
import { splitCommandLine, StdioServerField } from './StdioServerField';

afterEach(cleanup);

describe('splitCommandLine', () => {
  it('splits on spaces and keeps quoted words whole', () => {
    expect(splitCommandLine(`npx -y "@scope/server name" --root '/tmp/a b'`)).toEqual([
      'npx',
      '-y',
      '@scope/server name',
      '--root',
      '/tmp/a b',
    ]);
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
    fireEvent.change(screen.getByLabelText('stdio command (npm start only)'), {
      target: { value: 'node weather.js --port "8 0"' },
    });
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

describe('a stdio server in the configuration', () => {
  const url = 'http://127.0.0.1:5173/api/mcp-stdio/abc/mcp';
  const server = {
    id: 'mcp-1',
    label: 'node',
    url,
    transport: 'streamable-http' as const,
    headers: {},
    stdio: { command: 'node', args: ['weather.js'] },
  };

  it('shows its command, and removing it stops its process', async () => {
    const stopped: string[] = [];
    const started: unknown[] = [];
    const services = fakeServices({
      stopStdioMcp: async (u) => void stopped.push(u),
      startStdioMcp: async (c) => (started.push(c), { ok: false, error: 'no' }),
    });
    const engine = fakeEngine(engineState({ config: { ...config, mcpServers: [server] } }));
    const { store } = renderWithSession(<McpServersField />, { services, engine });
    // Loaded with the session (a file, a link): shown for what it is, never started.
    expect(screen.getByRole('region', { name: 'MCP server node' }).textContent).toContain('node weather.js');
    expect(started).toEqual([]);
    // Running it again asks first, with the exact command; cancel runs nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Run again…' }));
    expect(screen.getByTestId('stdio-command').textContent).toBe('["node","weather.js"]');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Run again…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run this command' }));
    await waitFor(() => expect(started).toEqual([{ command: 'node', args: ['weather.js'] }]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(stopped).toEqual([url]);
    expect(store.getState().draft.mcpServers).toEqual([]);
  });
});

describe('the keyboard after adding and removing a server', () => {
  it('lands on the added server, and after Remove on the URL field, never on the page itself', async () => {
    renderWithSession(<McpServersField />);
    const add = screen.getByRole('button', { name: 'Add the built-in MCP server' });
    add.focus();
    fireEvent.click(add);
    const card = await screen.findByRole('region', { name: /^MCP server / });
    await waitFor(() => expect(document.activeElement).toBe(card));
    // The button pressed is now disabled (one built-in server at a time): focus left there would fall to the body.
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Server URL'));
  });
});
