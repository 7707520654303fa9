// MCP servers: a server tool renamed because a local tool has its name says so, and one click sends the server's tool instead.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { fakeEngine } from '../../store/testing/fixtures';
import type { ToolSpec } from '../../engine/types';

const localWeather: ToolSpec = { name: 'get_weather', description: 'Local weather', parameters: { type: 'object' }, strict: true, source: 'return {}' };
/** What the engine lists for the built-in server while a local get_weather exists: its tool renamed with the server's label. */
const listedWeather: ToolSpec = { name: 'weather_get_weather', description: 'Weather', parameters: { type: 'object' }, strict: false, source: '', mcp: { server: 'builtin', tool: 'get_weather' } };
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
    expect(note.textContent).toMatch(/get_weather is sent as weather_get_weather: the configuration already has a tool called get_weather/);

    fireEvent.click(screen.getByRole('button', { name: 'Use the server’s get_weather instead of the local one' }));
    const weather = store.getState().draft.tools.filter((t) => t.name === 'get_weather');
    expect(weather.map((t) => t.mcp?.server)).toEqual(['builtin']);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
