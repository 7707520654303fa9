// Provider: the embedded mock (no key, default), OpenAI with a key, any OpenAI-compatible base URL, or a loaded cassette.
import { useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderConfig } from '@loopscope/engine/types';
import { useServices, useSession, useSessionActions } from '../../store';
import { Field } from './Field';
import { CassetteFields } from './CassetteFields';

const OPENAI_URL = 'https://api.openai.com/v1';
const CUSTOM_DEFAULT = 'http://127.0.0.1:11434/v1';

export function ProviderFields() {
  const { t } = useTranslation('config');
  const provider = useSession((s) => s.draft.provider);
  const actions = useSessionActions();
  const { mockBaseURL, keys, cassette } = useServices();
  // The Cassette provider is a custom base URL the page answers itself (app/page-cassette.ts): no engine kind of its own.
  const onCassette = cassette !== undefined && provider.kind === 'custom' && provider.baseURL === cassette.baseURL;
  const shownKind = onCassette ? 'cassette' : provider.kind;
  const kindId = useId();
  const urlId = useId();
  const keyId = useId();
  const rememberId = useId();
  // The remembered key lives outside React (in the browser's storage): re-read it after every change made here.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  const [refused, setRefused] = useState(false);
  const remembering = provider.kind !== 'mock' && keys.remembered(provider.baseURL) !== null;

  const setProvider = (next: ProviderConfig) => actions.updateDraft((d) => ({ ...d, provider: next }));
  const choose = (kind: ProviderConfig['kind'] | 'cassette') => {
    if (kind === 'cassette') {
      if (cassette) setProvider({ kind: 'custom', baseURL: cassette.baseURL, apiKey: 'sk-loopscope-cassette' });
      return;
    }
    const baseURL =
      kind === 'mock'
        ? mockBaseURL
        : kind === 'openai'
          ? OPENAI_URL
          : provider.kind === 'custom' && !onCassette
            ? provider.baseURL
            : CUSTOM_DEFAULT;
    // The mock accepts any key; a real provider gets a key remembered on this device or whatever the user typed, never a made-up one.
    const typed = provider.kind === 'mock' || onCassette ? '' : provider.apiKey;
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
      <Field label={t('provider.label')} htmlFor={kindId} hint={t(`provider.hint.${shownKind}`)}>
        <select
          id={kindId}
          className="select"
          value={shownKind}
          onChange={(e) => choose(e.target.value as ProviderConfig['kind'] | 'cassette')}
        >
          <option value="mock">{t('provider.mock')}</option>
          <option value="openai">{t('provider.openai')}</option>
          <option value="custom">{t('provider.custom')}</option>
          {cassette && <option value="cassette">{t('provider.cassette')}</option>}
        </select>
      </Field>
      {onCassette && cassette && <CassetteFields cassette={cassette} />}
      {provider.kind === 'custom' && !onCassette && (
        <Field label={t('provider.baseURL')} htmlFor={urlId}>
          <input
            id={urlId}
            className="input mono"
            value={provider.baseURL}
            spellCheck={false}
            onChange={(e) => setProvider({ ...provider, baseURL: e.target.value.trim() })}
          />
        </Field>
      )}
      {provider.kind !== 'mock' && !onCassette && (
        <Field
          label={provider.kind === 'openai' ? t('provider.key') : t('provider.keyOptional')}
          htmlFor={keyId}
          hint={
            remembering
              ? t('provider.remembered', { baseURL: provider.baseURL, where: keys.where })
              : t('provider.inMemory')
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
            <input
              id={rememberId}
              type="checkbox"
              checked={remembering}
              onChange={(e) => toggleRemember(e.target.checked)}
            />
            <label htmlFor={rememberId}>{t('provider.remember')}</label>
          </div>
          {refused && (
            <p className="field-error" role="alert">
              {t('provider.refused')}
            </p>
          )}
        </Field>
      )}
    </>
  );
}
