// The argument checker's sentences in the learner's language: each issue's key and values through the doctor catalogs.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArgumentMessageKey, ArgumentParam, ArgumentParams } from '@loopscope/wire/arguments/argument-messages';

type DoctorT = ReturnType<typeof useTranslation<'doctor'>>['t'];

/** What a view needs of an issue to word it (a whole `ArgumentIssue`, or the ones a doctor finding carries). */
export interface ArgumentIssueSaid {
  key: ArgumentMessageKey;
  params: ArgumentParams;
}

/** A value in the learner's words: "the arguments" and "or" translated; paths, JSON values and type names as they are. */
function paramWords(t: DoctorT, value: ArgumentParam): string | number {
  if (typeof value !== 'object') return value;
  if ('word' in value) return t(`argumentWords.${value.word}`);
  return value.either.join(` ${t('argumentWords.or')} `);
}

/** One issue's sentence in the learner's language (`argumentIssues.<key>`; English where a catalog lacks it). */
export function argumentIssueWords(t: DoctorT, issue: ArgumentIssueSaid): string {
  const params = Object.fromEntries(Object.entries(issue.params).map(([name, value]) => [name, paramWords(t, value)]));
  return t(`argumentIssues.${issue.key}`, params) as unknown as string;
}

/** `argumentIssueWords` for views outside the doctor (the timeline's call cards), in the current language. */
export function useArgumentIssueWords(): (issue: ArgumentIssueSaid) => string {
  const { t } = useTranslation('doctor');
  return useCallback((issue: ArgumentIssueSaid) => argumentIssueWords(t, issue), [t]);
}
