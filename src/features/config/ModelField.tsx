// Model picker fed by the provider's own GET /models (through react-query), grouped by the catalogue, with its context window when known.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ProviderConfig } from '@loopscope/engine/types';
import { MODEL_GROUPS, errorInWords, useServices, useSession, useSessionActions, type ModelInfo } from '../../store';
import { Field } from './Field';

/** The key leaves the API key out on purpose (query keys are inspectable); a changed key is picked up by Reload. */
export function modelsQueryKey(provider: ProviderConfig) {
  return ['models', provider.kind, provider.baseURL, provider.apiKey.length > 0] as const;
}

export function ModelField() {
  const { t } = useTranslation('config');
  const describe = (info: ModelInfo | undefined) => {
    if (!info?.contextWindow) return undefined;
    return info.maxOutputTokens
      ? t('model.windowAndOutput', { window: info.contextWindow, output: info.maxOutputTokens })
      : t('model.window', { window: info.contextWindow });
  };
  const provider = useSession((s) => s.draft.provider);
  const model = useSession((s) => s.draft.model);
  const actions = useSessionActions();
  const services = useServices();
  const id = useId();
  const needsKey = provider.kind === 'openai' && provider.apiKey === '';
  const query = useQuery({
    queryKey: modelsQueryKey(provider),
    queryFn: () => services.listModels(provider),
    enabled: !needsKey && provider.baseURL !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  const models = query.data ?? [];
  const known = models.some((m) => m.id === model);
  const setModel = (value: string) => actions.updateDraft((d) => ({ ...d, model: value }));

  const hint = needsKey
    ? t('model.needsKey')
    : query.isError
      ? t('model.failed', { error: errorInWords(query.error) })
      : query.isFetching
        ? t('model.loading')
        : describe(models.find((m) => m.id === model));

  return (
    <Field label={t('model.label')} htmlFor={id} hint={hint}>
      <div className="field-row">
        {models.length > 0 ? (
          <select id={id} className="select" value={known ? model : ''} onChange={(e) => setModel(e.target.value)}>
            {!known && <option value="">{t('model.notOffered', { model })}</option>}
            {groupModels(models).map(([group, members]) => (
              <optgroup key={group} label={t(`model.group.${group}`)}>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.id}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="input mono"
            value={model}
            spellCheck={false}
            onChange={(e) => setModel(e.target.value.trim())}
          />
        )}
        {provider.kind !== 'mock' && (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => void query.refetch()}
            disabled={needsKey}
            aria-label={t('model.reload')}
          >
            ↻
          </button>
        )}
      </div>
    </Field>
  );
}

type PickerGroup = NonNullable<ModelInfo['group']> | 'other';

/** The models in the catalogue's groups (current first), in the order listed; ids it does not know go last, as "other". */
export function groupModels(models: readonly ModelInfo[]): [PickerGroup, ModelInfo[]][] {
  const order: PickerGroup[] = [...MODEL_GROUPS, 'other'];
  const groups = new Map<PickerGroup, ModelInfo[]>();
  for (const m of models) {
    const group = m.group ?? 'other';
    groups.set(group, [...(groups.get(group) ?? []), m]);
  }
  return [...groups].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
}
