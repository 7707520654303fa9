// The tools list forgives: Add → Cancel adds nothing, a removed tool comes back with Undo, renames show in the title,
// Ctrl+Enter saves, and a schema that does not parse is never called strict-valid.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type * as Ui from '../../ui';
import type { CodeEditorProps } from '../../ui';
import { renderWithSession } from '../../store/testing/render';
import { config, engineState, fakeEngine } from '../../store/testing/fixtures';
import { newTool } from './tool-templates';
import { ToolsSection } from './ToolsSection';

// Monaco needs a real browser; a textarea with the same props stands in for it here (e2e covers the real editor).
vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  CodeEditor: ({ value, onChange, ariaLabel }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

afterEach(cleanup);

const withTools = (...names: string[]) => fakeEngine(engineState({ config: { ...config, tools: names.map(newTool) } }));
const names = (store: ReturnType<typeof renderWithSession>['store']) => store.getState().draft.tools.map((t) => t.name);

describe('ToolsSection', () => {
  it('adds nothing when the new tool is cancelled, and adds it when saved', () => {
    const { store } = renderWithSession(<ToolsSection />, { engine: withTools('get_weather') });
    fireEvent.click(screen.getByRole('button', { name: '+ Add tool' }));
    expect(screen.getByRole('heading', { name: 'Tool: my_tool' })).toBeTruthy();
    // The description starts empty: the hint is a placeholder, not text the user must delete before writing their own.
    const description = screen.getByRole('textbox', { name: 'Description function.description' }) as HTMLInputElement;
    expect(description.value).toBe('');
    expect(description.placeholder).toBe('Describe when the model should call this tool');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names(store)).toEqual(['get_weather']);
    expect(screen.queryByText('my_tool')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '+ Add tool' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    expect(names(store)).toEqual(['get_weather', 'my_tool']);
  });

  it('undoes a removal, putting the tool back where it was', () => {
    const { store } = renderWithSession(<ToolsSection />, { engine: withTools('a_tool', 'b_tool', 'c_tool') });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tool b_tool' }));
    expect(names(store)).toEqual(['a_tool', 'c_tool']);
    expect(screen.getByRole('status').textContent).toMatch(/Removed b_tool/);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(store)).toEqual(['a_tool', 'b_tool', 'c_tool']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('titles the dialog with the name being typed and saves with Ctrl+Enter', () => {
    const { store } = renderWithSession(<ToolsSection />, { engine: withTools('get_weather') });
    fireEvent.click(screen.getByRole('button', { name: 'Edit tool get_weather' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'get_forecast' } });
    expect(screen.getByRole('heading', { name: 'Tool: get_forecast' })).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText(/^Implementation of/), { key: 'Enter', ctrlKey: true });
    expect(names(store)).toEqual(['get_forecast']);
  });

  it('shows only the parse error for a broken schema, never the strict-mode verdict', () => {
    renderWithSession(<ToolsSection />, { engine: withTools('get_weather') });
    fireEvent.click(screen.getByRole('button', { name: 'Edit tool get_weather' }));
    expect(screen.getByText(/Valid for strict mode/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Parameters of get_weather/), { target: { value: '{"type": "object",' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON/);
    expect(screen.queryByText(/Valid for strict mode/)).toBeNull();
  });

  it('starts the try-it arguments over from the schema when the schema changes', () => {
    renderWithSession(<ToolsSection />, { engine: withTools('get_weather') });
    fireEvent.click(screen.getByRole('button', { name: 'Edit tool get_weather' }));
    const args = () => (screen.getByLabelText(/^Try it/) as HTMLInputElement).value;
    expect(JSON.parse(args())).toEqual({ query: 'query' });
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    };
    fireEvent.change(screen.getByLabelText(/^Parameters of get_weather/), {
      target: { value: JSON.stringify(schema) },
    });
    expect(JSON.parse(args())).toEqual({ city: 'Berlin' });
  });
});
