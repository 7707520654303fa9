// Provider: the embedded mock (no key, default), OpenAI with a key, or any OpenAI-compatible base URL.
import { useId, useReducer, useState } from 'react';
import type { ProviderConfig } from '../../store/engine-types';
import { useServices, useSession, useSessionActions } from '../../store';
import { Field } from './Field';

const OPENAI_URL = 'https://api.openai.com/v1';
const CUSTOM_DEFAULT = 'http://127.0.0.1:11434/v1';

export function ProviderFields() {
  const provider = useSession((s) => s.draft.provider);
  const actions = useSessionActions();
  const { mockBaseURL, keys } = useServices();
  const kindId = useId();
  const urlId = useId();
  const keyId = useId();
  const rememberId = useId();
  // The remembered key lives outside React (in the browser's storage): re-read it after every change made here.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  const [refused, setRefused] = useState(false);
  const remembering = provider.kind !== 'mock' && keys.remembered(provider.baseURL) !== null;

  const setProvider = (next: ProviderConfig) => actions.updateDraft((d) => ({ ...d, provider: next }));
  const choose = (kind: ProviderConfig['kind']) => {
    const baseURL = kind === 'mock' ? mockBaseURL : kind === 'openai' ? OPENAI_URL : provider.kind === 'custom' ? provider.baseURL : CUSTOM_DEFAULT;
    // The mock accepts any key; a real provider gets a key remembered on this device or whatever the user typed, never a made-up one.
    const typed = provider.kind === 'mock' ? '' : provider.apiKey;
    setProvider({ kind, baseURL, apiKey: kind === 'mock' ? 'sk-loopscope-mock' : (keys.remembered(baseURL) ?? typed) });
    setRefused(false);
  };
  const setKey = (apiKey: string) => {
    setProvider({ ...provider, apiKey });
    if (remembering) keys.remember(provider.baseURL, apiKey);
  };
  const toggleRemember = (on: boolean) => {
    const ok = keys.remember(provider.baseURL, on ? provider.apiKey : null);
    setRefused(!ok);
    reread();
  };

  return (
    <>
      <Field label="Provider" htmlFor={kindId} hint={HINTS[provider.kind]}>
        <select id={kindId} className="select" value={provider.kind} onChange={(e) => choose(e.target.value as ProviderConfig['kind'])}>
          <option value="mock">Embedded mock (no key needed)</option>
          <option value="openai">OpenAI (your API key)</option>
          <option value="custom">Custom base URL (Ollama, LM Studio, vLLM…)</option>
        </select>
      </Field>
      {provider.kind === 'custom' && (
        <Field label="Base URL" htmlFor={urlId}>
          <input id={urlId} className="input mono" value={provider.baseURL} spellCheck={false} onChange={(e) => setProvider({ ...provider, baseURL: e.target.value.trim() })} />
        </Field>
      )}
      {provider.kind !== 'mock' && (
        <Field
          label={provider.kind === 'openai' ? 'API key' : 'API key (if the server needs one)'}
          htmlFor={keyId}
          hint={
            remembering
              ? `Remembered for ${provider.baseURL}: stored in plain text in ${keys.where}, readable by anyone using this browser profile. Never in sessions, exports, share links or code.`
              : 'Kept in memory only: gone when this tab closes, never saved, never logged, redacted in every recorded header.'
          }
        >
          <input
            id={keyId}
            className="input mono"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="sk-…"
            value={provider.apiKey}
            onChange={(e) => setKey(e.target.value.trim())}
          />
          <div className="check-row">
            <input id={rememberId} type="checkbox" checked={remembering} onChange={(e) => toggleRemember(e.target.checked)} />
            <label htmlFor={rememberId}>Remember on this device</label>
          </div>
          {refused && (
            <p className="field-error" role="alert">
              This browser refused to store the key (storage is off or full); it stays in this tab’s memory only.
            </p>
          )}
        </Field>
      )}
    </>
  );
}

const HINTS: Record<ProviderConfig['kind'], string> = {
  mock: 'Runs inside this page: deterministic replies, nothing leaves your machine.',
  openai: 'Requests go from this browser tab straight to api.openai.com.',
  custom: 'Any server that speaks the OpenAI API. It must allow this page in CORS.',
};
