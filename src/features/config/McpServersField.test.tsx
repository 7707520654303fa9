// MCP servers: a server tool renamed because a local tool has its name says so, and one click sends the server's tool instead;
// the MCP revision picked for a server is the one its tools are listed with, kept in the session's configuration.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { fakeEngine } from '../../store/testing/fixtures';
import type { McpServerSpec, ToolSpec } from '@loopscope/engine/types';

const localWeather: ToolSpec = {
  name: 'get_weather',
  description: 'Local weather',
  parameters: { type: 'object' },
  strict: true,
  source: 'return {}',
};
/** What the engine lists for the built-in server while a local get_weather exists: its tool renamed with the server's label. */
const listedWeather: ToolSpec = {
  name: 'weather_get_weather',
  description: 'Weather',
  parameters: { type: 'object' },
  strict: false,
  source: '',
  mcp: { server: 'builtin', tool: 'get_weather' },
};
import { McpServersField } from './McpServersField';

afterEach(cleanup);

describe('McpServersField', () => {
  it('says when the built-in server’s get_weather is hidden behind the local one, and replaces the local one on request', async () => {
    const engine = fakeEngine();
    engine.listMcpTools = async () => ({ ok: true, tools: [listedWeather] });
    const { store } = renderWithSession(<McpServersField />, { engine });
    store.getState().updateDraft((draft) => ({ ...draft, tools: [localWeather] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the built-in MCP server' }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(
      /get_weather is sent as weather_get_weather: the configuration already has a tool called get_weather/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Use the server’s get_weather instead of the local one' }));
    const weather = store.getState().draft.tools.filter((t) => t.name === 'get_weather');
    expect(weather.map((t) => t.mcp?.server)).toEqual(['builtin']);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lists a server over the revision picked for it, keeps the pick in the configuration, and keeps the old one when a new pick fails', async () => {
    const engine = fakeEngine();
    const asked: (McpServerSpec['revision'] | undefined)[] = [];
    engine.listMcpTools = async (server) => {
      asked.push(server.revision);
      return server.revision === 'legacy'
        ? { ok: false, error: 'the server does not know 2025-11-25' }
        : { ok: true, tools: [{ ...listedWeather, mcp: { server: server.id, tool: 'get_weather' } }] };
    };
    const { store } = renderWithSession(<McpServersField />, { engine });
    fireEvent.change(screen.getByLabelText('Server URL'), { target: { value: 'http://127.0.0.1:9/mcp' } });
    fireEvent.change(screen.getByLabelText('MCP revision'), { target: { value: 'modern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
    const card = await screen.findByRole('region', { name: 'MCP server 127_0_0_1' });
    expect(asked).toEqual(['modern']);
    expect(store.getState().draft.mcpServers?.map((s) => s.revision)).toEqual(['modern']);
    const picker = within(card).getByLabelText('MCP revision') as HTMLSelectElement;
    expect(picker.value).toBe('modern');

    fireEvent.change(picker, { target: { value: 'auto' } });
    await waitFor(() => expect(store.getState().draft.mcpServers?.map((s) => s.revision)).toEqual(['auto']));
    fireEvent.change(within(card).getByLabelText('MCP revision'), { target: { value: 'legacy' } });
    expect((await within(card).findByRole('alert')).textContent).toContain('does not know 2025-11-25');
    expect(store.getState().draft.mcpServers?.map((s) => s.revision)).toEqual(['auto']);
    expect((within(card).getByLabelText('MCP revision') as HTMLSelectElement).value).toBe('auto');
    expect(asked).toEqual(['modern', 'auto', 'legacy']);
  });

  it('offers no revision for an HTTP+SSE server, which speaks only 2025-11-25', () => {
    renderWithSession(<McpServersField />, { engine: fakeEngine() });
    fireEvent.change(screen.getByLabelText('Transport'), { target: { value: 'sse' } });
    const picker = screen.getByLabelText('MCP revision') as HTMLSelectElement;
    expect(picker.disabled).toBe(true);
    expect(picker.value).toBe('legacy');
  });
});
