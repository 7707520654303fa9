// The Cassette provider in the configuration: offered only when the host has one, loads a file, says why a file is refused.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithSession, fakeServices } from '../../store/testing/render';
import type { CassetteService } from '../../store';
import { ConfigPanel } from './ConfigPanel';

afterEach(cleanup);

function fakeCassette() {
  let loaded: ReturnType<CassetteService['loaded']> = null;
  const falls: boolean[] = [];
  const service: CassetteService = {
    baseURL: 'http://cassette.test/v1',
    load: (text) => {
      if (!text.includes('loopscope-cassette')) return { ok: false, error: 'This file is not a Loopscope cassette.' };
      loaded = { name: 'ci', entries: 2, report: { name: 'ci', entries: 2, hits: [], misses: [], unused: [1, 2] } };
      return { ok: true, name: 'ci', entries: 2 };
    },
    loaded: () => loaded,
    fallthrough: () => falls.at(-1) ?? false,
    setFallthrough: (on) => void falls.push(on),
    subscribe: () => () => {},
  };
  return { service, falls };
}

const file = (text: string) => new File([text], 'ci.cassette.json', { type: 'application/json' });

describe('Cassette provider', () => {
  it('is not offered when the host has no cassette player', () => {
    renderWithSession(<ConfigPanel tools={null} />, { services: fakeServices() });
    expect(screen.queryByRole('option', { name: /Cassette/ })).toBeNull();
  });

  it('points the session at the cassette, loads a file, refuses a bad one in words and sets fall-through', async () => {
    const { service, falls } = fakeCassette();
    const { store } = renderWithSession(<ConfigPanel tools={null} />, {
      services: { ...fakeServices(), cassette: service },
    });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'cassette' } });
    expect(store.getState().draft.provider).toMatchObject({ kind: 'custom', baseURL: 'http://cassette.test/v1' });
    // A cassette needs neither a base URL nor a key typed in.
    expect(screen.queryByLabelText('Base URL')).toBeNull();
    expect(screen.queryByLabelText(/API key/)).toBeNull();
    expect(screen.getByText(/No cassette loaded/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cassette file'), { target: { files: [file('{"format":"har"}')] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Not loaded (the cassette loaded before stays): This file is not a Loopscope cassette.',
      ),
    );
    fireEvent.change(screen.getByLabelText('Cassette file'), {
      target: { files: [file('{"format":"loopscope-cassette"}')] },
    });
    await waitFor(() => expect(screen.getByText('“ci”: 2 recorded requests.')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('cassette-report').textContent).toBe('This run so far: 0 replayed, 0 missed.');
    fireEvent.click(
      screen.getByRole('checkbox', { name: /embedded mock answer requests the cassette did not record/ }),
    );
    expect(falls).toEqual([true]);
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('cassette');
  });
});
