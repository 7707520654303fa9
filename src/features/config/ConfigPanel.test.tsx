// Configuration: edits reach the engine while the session is clean; a real provider asks for a key it keeps in memory.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithSession, fakeServices, memoryKeys } from '../../store/testing/render';
import { config } from '../../store/testing/fixtures';
import { ConfigPanel } from './ConfigPanel';

afterEach(cleanup);

describe('ConfigPanel', () => {
  it('applies option edits to the engine straight away on a clean session', () => {
    const { engine, store } = renderWithSession(<ConfigPanel tools={null} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Stream/ }));
    expect(store.getState().draft.options.stream).toBe(true);
    expect(engine.getState().config.options.stream).toBe(true);
    fireEvent.change(screen.getByLabelText('Max steps'), { target: { value: '3' } });
    expect(engine.getState().config.options.maxSteps).toBe(3);
  });

  it('lists the provider models and shows the context window of the chosen one', async () => {
    renderWithSession(<ConfigPanel tools={null} />);
    // The field appears once the model list's query settles: beside the e2e lane's browsers that took over Testing
    // Library's 1 s default once (a timeout bounds a hang; it asserts no speed).
    const model = (await screen.findByRole('combobox', { name: 'Model' }, { timeout: 10_000 })) as HTMLSelectElement;
    await waitFor(() => expect(model.options.length).toBe(2), { timeout: 10_000 });
    expect(screen.getByText(/Context window 128,000 tokens/)).toBeTruthy();
    fireEvent.change(model, { target: { value: 'gpt-4.1' } });
    expect(screen.getByText(/Context window 1,047,576 tokens/)).toBeTruthy();
  });

  it('asks for a key for OpenAI and keeps the provider when a scenario is picked', () => {
    const other = { ...config, userMessage: 'Other question' };
    const services = fakeServices({
      scenarios: [
        ...fakeServices().scenarios,
        { id: 'other', label: 'Other', description: '', followUps: [], config: other },
      ],
    });
    const { store } = renderWithSession(<ConfigPanel tools={null} />, { services });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai' } });
    expect(store.getState().draft.provider).toEqual({
      kind: 'openai',
      baseURL: 'https://api.openai.com/v1',
      apiKey: '',
    });
    expect(screen.getByText('Enter an API key to load the model list.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-secret' } });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'other' } });
    expect(store.getState().draft.userMessage).toBe('Other question');
    expect(store.getState().draft.provider.apiKey).toBe('sk-secret');
  });

  it('disables "Cut streams" with the reason while streaming is off, and warns that malformed arguments never finish', () => {
    renderWithSession(<ConfigPanel tools={null} />);
    const cut = screen.getByRole('checkbox', { name: 'Cut streams after 5 events' }) as HTMLInputElement;
    expect(cut.disabled).toBe(true);
    expect(
      cut.getAttribute('aria-describedby') &&
        document.getElementById(cut.getAttribute('aria-describedby')!)?.textContent,
    ).toMatch(/Needs “Stream” on/);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Stream/ }));
    expect(cut.disabled).toBe(false);
    expect(screen.queryByText(/Needs “Stream” on/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /Malformed tool-call arguments/ }));
    expect(screen.getByText(/the loop cannot finish and stops at max steps \(8\)/)).toBeTruthy();
  });

  it('says where the system prompt goes in the chosen style: no Chat messages[0] in Responses or Assistants', () => {
    renderWithSession(<ConfigPanel tools={null} />);
    expect(screen.getByText(/^Sent as messages\[0\] with role “system”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    expect(screen.getByText(/^Sent as input\[0\] with role “system”/)).toBeTruthy();
    expect(screen.queryByText(/messages\[0\]/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Assistants/ }));
    expect(screen.getByText(/^Sent as the assistant’s instructions/)).toBeTruthy();
  });

  it('picks Responses (then offers its state modes)', () => {
    const { store } = renderWithSession(<ConfigPanel tools={null} />);
    expect((screen.getByRole('radio', { name: /Chat Completions/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Conversation state')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    expect(store.getState().draft.apiStyle).toBe('responses');
    fireEvent.change(screen.getByLabelText('Conversation state'), { target: { value: 'previous_response_id' } });
    expect(store.getState().draft.options.responsesState).toBe('previous_response_id');
  });

  it('offers a Responses-only mistake only in Responses mode, and picking it brings its own state mode', () => {
    const lab = {
      ...config,
      apiStyle: 'responses' as const,
      options: {
        ...config.options,
        responsesState: 'previous_response_id' as const,
        mistake: 'responses-chain-unstored' as const,
      },
    };
    const scenario = {
      id: 'responses-chain-unstored',
      label: 'Chain from unstored',
      description: 'Broken on purpose',
      followUps: [],
      config: lab,
      apiStyle: 'responses' as const,
    };
    const services = fakeServices({ scenarios: [...fakeServices().scenarios, scenario] });
    const { store } = renderWithSession(<ConfigPanel tools={null} />, { services });
    const picker = () => screen.getByLabelText('Scenario') as HTMLSelectElement;
    expect([...picker().options].map((o) => o.value)).toEqual(['seed']);
    fireEvent.click(screen.getByRole('radio', { name: /Responses/ }));
    expect(screen.getByRole('group', { name: 'Classic mistakes — sent for real' })).toBeTruthy();
    fireEvent.change(picker(), { target: { value: 'responses-chain-unstored' } });
    expect(store.getState().draft.options).toMatchObject({
      responsesState: 'previous_response_id',
      mistake: 'responses-chain-unstored',
    });
    // The description comes from the catalogs (what the mistake breaks, in the learner's language), not the scenario's English.
    expect(screen.getByText(/there is nothing on the server to chain from/)).toBeTruthy();
    expect(screen.queryByText('Broken on purpose')).toBeNull();
    // Back in Chat the lab is not offered: the picker says the configuration is custom.
    fireEvent.click(screen.getByRole('radio', { name: /Chat Completions/ }));
    expect(picker().value).toBe('');
  });

  it('keeps the key in memory unless "Remember on this device" is ticked, then stores it per provider and forgets it on untick', () => {
    const keys = memoryKeys();
    const { store } = renderWithSession(<ConfigPanel tools={null} />, { services: fakeServices({ keys }) });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai' } });
    const remember = screen.getByRole('checkbox', { name: 'Remember on this device' }) as HTMLInputElement;
    expect(remember.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-one' } });
    expect(keys.remembered('https://api.openai.com/v1')).toBeNull();
    fireEvent.click(remember);
    expect(keys.remembered('https://api.openai.com/v1')).toBe('sk-one');
    expect(screen.getByText(/stored in plain text in memory \(test\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-two' } });
    expect(keys.remembered('https://api.openai.com/v1')).toBe('sk-two');
    // Back to the mock and to OpenAI again: the remembered key is filled in.
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'mock' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai' } });
    expect(store.getState().draft.provider.apiKey).toBe('sk-two');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    expect(keys.remembered('https://api.openai.com/v1')).toBeNull();
  });

  it('says so when the browser refuses to store the key, and keeps it in memory', () => {
    const refusing = { ...memoryKeys(), remember: () => false };
    const { store } = renderWithSession(<ConfigPanel tools={null} />, { services: fakeServices({ keys: refusing }) });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-kept' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    expect(screen.getByRole('alert').textContent).toMatch(/refused to store the key/);
    expect(store.getState().draft.provider.apiKey).toBe('sk-kept');
  });

  it('picks Assistants, then offers its built-in tools, which land in the options', () => {
    const { store } = renderWithSession(<ConfigPanel tools={null} />);
    expect(screen.queryByRole('checkbox', { name: /code_interpreter/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Assistants/ }));
    expect(store.getState().draft.apiStyle).toBe('assistants');
    fireEvent.click(screen.getByRole('checkbox', { name: /code_interpreter/ }));
    expect(store.getState().draft.options.assistantsTools).toEqual(['code_interpreter']);
    fireEvent.click(screen.getByRole('checkbox', { name: /code_interpreter/ }));
    expect(store.getState().draft.options.assistantsTools).toEqual([]);
  });

  it('sets how fast Assistants runs move and when a waiting run expires, in the session options', () => {
    const { store, engine } = renderWithSession(<ConfigPanel tools={null} />);
    expect(screen.queryByLabelText('Run pace')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Assistants/ }));
    const pace = screen.getByLabelText('Run pace') as HTMLSelectElement;
    expect(pace.value).toBe('visible');
    expect([...pace.options].map((o) => [o.value, o.textContent])).toEqual([
      ['instant', 'Instant'],
      ['visible', 'Visible'],
      ['slow', 'Slow'],
    ]);
    fireEvent.change(pace, { target: { value: 'slow' } });
    expect(store.getState().draft.options.assistantsRunPace).toBe('slow');
    expect(engine.getState().config.options.assistantsRunPace).toBe('slow');
    expect(screen.getByText(/polled once a second/)).toBeTruthy();

    // Typing 30 passes through 3, which is under the minimum: kept as typed, committed once it fits.
    const expires = screen.getByLabelText('Expires after (seconds)') as HTMLInputElement;
    expect(expires.value).toBe('600');
    fireEvent.change(expires, { target: { value: '3' } });
    expect(expires.value).toBe('3');
    expect(store.getState().draft.options.assistantsExpiresAfterSeconds).toBeUndefined();
    fireEvent.change(expires, { target: { value: '30' } });
    expect(store.getState().draft.options.assistantsExpiresAfterSeconds).toBe(30);
    fireEvent.change(expires, { target: { value: '2' } });
    fireEvent.blur(expires);
    expect(store.getState().draft.options.assistantsExpiresAfterSeconds).toBe(5);
    expect(expires.value).toBe('5');
  });

  it("keeps the run pace when another scenario is picked, and says it is the mock's for a real provider", () => {
    const other = { ...config, userMessage: 'Other question' };
    const services = fakeServices({
      scenarios: [
        ...fakeServices().scenarios,
        { id: 'other', label: 'Other', description: '', followUps: [], config: other },
      ],
    });
    const { store } = renderWithSession(<ConfigPanel tools={null} />, { services });
    fireEvent.click(screen.getByRole('radio', { name: /Assistants/ }));
    fireEvent.change(screen.getByLabelText('Run pace'), { target: { value: 'instant' } });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'other' } });
    expect(store.getState().draft.userMessage).toBe('Other question');
    expect(store.getState().draft.options.assistantsRunPace).toBe('instant');
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openai' } });
    expect(screen.queryByLabelText('Run pace')).toBeNull();
    expect(screen.getByText(/The run pace is the embedded mock/)).toBeTruthy();
  });
});
