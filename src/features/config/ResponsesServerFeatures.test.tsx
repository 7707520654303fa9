// Responses' server-side features in the configuration: programmatic tool calling and the compaction threshold reach the
// session's options; a threshold the API would refuse is said so in the field and never applied.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { ConfigPanel } from './ConfigPanel';
import { readThreshold } from './ResponsesServerFeatures';

afterEach(cleanup);

describe('Responses server features', () => {
  it("are offered in Responses only, and what is chosen becomes the session's options", () => {
    const { engine } = renderWithSession(<ConfigPanel tools={null} />);
    expect(screen.queryByRole('checkbox', { name: /Programmatic tool calling/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Programmatic tool calling/ }));
    fireEvent.change(screen.getByLabelText('Compact past (input tokens)'), { target: { value: '2000' } });
    const { options } = engine.getState().config;
    expect(options).toMatchObject({ programmaticTools: true, compactThreshold: 2000 });
    // What the driver sends for these options (the hosted tool, context_management) is engine.programs.test.ts's.
  });

  it('a threshold under 1000 is refused in the field, with the reason, and the last good value stays', () => {
    const { engine } = renderWithSession(<ConfigPanel tools={null} />);
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    const field = screen.getByLabelText('Compact past (input tokens)');
    fireEvent.change(field, { target: { value: '1500' } });
    fireEvent.change(field, { target: { value: '500' } });
    expect(screen.getByRole('alert').textContent).toMatch(/at least 1000/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(engine.getState().config.options.compactThreshold).toBe(1500);
    // Emptied: compaction is off, and the field is fine again.
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(engine.getState().config.options.compactThreshold).toBeUndefined();
  });

  it('follows a scenario that sets the threshold (seed 002 with compaction)', () => {
    const { store } = renderWithSession(<ConfigPanel tools={null} />);
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    const field = screen.getByLabelText('Compact past (input tokens)') as HTMLInputElement;
    expect(field.value).toBe('');
    act(() => store.getState().updateDraft((d) => ({ ...d, options: { ...d.options, compactThreshold: 1000 } })));
    expect((screen.getByLabelText('Compact past (input tokens)') as HTMLInputElement).value).toBe('1000');
  });

  it('reads what is typed as the API counts it: whole numbers from 1000 up, empty for off', () => {
    expect(readThreshold(' 1000 ')).toEqual({ ok: true, value: 1000 });
    expect(readThreshold('')).toEqual({ ok: true, value: undefined });
    for (const bad of ['999', '1500.5', 'abc', '-2000', '1e2']) expect(readThreshold(bad)).toEqual({ ok: false });
  });
});
