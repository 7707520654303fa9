// The elicitation store: a question waits for the dialog's answer, which the waiting call then gets.
import { describe, expect, it } from 'vitest';
import { createElicitationStore, formFields } from './elicitation';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string', description: 'Your favourite city' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    nested: { type: 'object' },
  },
  required: ['city', 'unit'],
};

describe('the elicitation store', () => {
  it('reads the form’s fields from the requested schema, leaving out what a form cannot show', () => {
    expect(formFields(schema)).toEqual([
      { name: 'city', type: 'string', required: true, description: 'Your favourite city' },
      { name: 'unit', type: 'enum', required: true, options: ['celsius', 'fahrenheit'] },
    ]);
  });

  it('holds the question until answered, then hands the answer to the caller', async () => {
    const store = createElicitationStore();
    const asked = store.getState().ask({ message: 'Which city?', requestedSchema: schema });
    expect(store.getState().question?.message).toBe('Which city?');
    store.getState().answer({ action: 'accept', content: { city: 'Oslo', unit: 'celsius' } });
    expect(await asked).toEqual({ action: 'accept', content: { city: 'Oslo', unit: 'celsius' } });
    expect(store.getState().question).toBeNull();
  });

  it('cancels an open question when another is asked', async () => {
    const store = createElicitationStore();
    const first = store.getState().ask({ message: 'One?', requestedSchema: schema });
    void store.getState().ask({ message: 'Two?', requestedSchema: schema });
    expect(await first).toEqual({ action: 'cancel' });
    expect(store.getState().question?.message).toBe('Two?');
  });
});
