// The model picker groups the provider's models by the catalogue's groups, current ones first, unknown ids last.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithSession, fakeServices } from '../../store/testing/render';
import { ModelField } from './ModelField';

afterEach(cleanup);

const models = [
  { id: 'gpt-4o', contextWindow: 128_000, maxOutputTokens: 16_384, group: 'older' as const },
  { id: 'my-finetune', contextWindow: null, maxOutputTokens: null, group: null },
  { id: 'gpt-6-astra', contextWindow: 1_050_000, maxOutputTokens: 128_000, group: 'current' as const },
  { id: 'o3', contextWindow: 200_000, maxOutputTokens: 100_000, group: 'reasoning' as const },
];

describe('ModelField', () => {
  it('offers the models in labelled groups, current first and ids the catalogue does not know last', async () => {
    const { store } = renderWithSession(<ModelField />, { services: fakeServices({ listModels: async () => models }) });
    const select = (await screen.findByRole('combobox', { name: 'Model' })) as HTMLSelectElement;
    await waitFor(() => expect(select.querySelectorAll('optgroup').length).toBe(4));
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [
      g.label,
      [...g.querySelectorAll('option')].map((o) => o.value),
    ]);
    expect(groups).toEqual([
      ['Current', ['gpt-6-astra']],
      ['Reasoning (earlier)', ['o3']],
      ['Older (no reasoning)', ['gpt-4o']],
      ['Other', ['my-finetune']],
    ]);
    fireEvent.change(select, { target: { value: 'gpt-6-astra' } });
    expect(store.getState().draft.model).toBe('gpt-6-astra');
    expect(screen.getByText(/Context window 1,050,000 tokens, up to 128,000 out/)).toBeTruthy();
  });
});
