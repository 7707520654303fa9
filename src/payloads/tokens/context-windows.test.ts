// The gauge's windows come from the model catalogue: published windows for listed ids, the longest listed prefix otherwise.
import { describe, expect, it } from 'vitest';
import { catalogueModel } from '@loopscope/wire/model-catalogue';
import { contextWindowFor } from './context-windows.ts';

describe('context windows', () => {
  it('gives the gauge the published windows, and a prefix for ids it does not list', () => {
    expect(contextWindowFor('gpt-4o-2024-08-06')).toEqual({ tokens: 128_000, known: true });
    expect(contextWindowFor('gpt-5-mini').tokens).toBe(400_000);
    expect(contextWindowFor('o3').tokens).toBe(200_000);
    expect(contextWindowFor('gpt-3.5-turbo-0301').tokens).toBe(4_096);
    expect(contextWindowFor('gpt-4o-mini-2099-01-01')).toEqual({ tokens: 128_000, known: true });
    expect(contextWindowFor('gpt-6-astra-2099-01-01').tokens).toBe(catalogueModel('gpt-6-astra')!.contextWindow);
    expect(contextWindowFor('my-local-model')).toEqual({ tokens: 128_000, known: false });
  });
});
