// A failed exchange's badge label and sentence in the UI language (the store names the failure; the words live here).
import type { TFunction } from 'i18next';
import type { Failure } from '../../store';

export function failureWords(t: TFunction<'timeline'>, failure: Failure): { label: string; summary: string } {
  const { host, step, status, events } = failure.facts;
  return {
    label: t(`failure.${failure.kind}.label`, { status }),
    summary: t(`failure.${failure.kind}.summary`, { host, step, status, count: events }),
  };
}
