// The bridge from a store or persistence `Message` to the learner's language: i18next's t() over the layers' catalogs.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { wordMessage, type Message } from '../persistence/message';

/** `words(message)`: the message in the UI language (re-rendered when the language changes). */
export function useMessageWords(): (message: Message) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Keys come from the layers' own catalogs (typed there by `say`), so they are looked up untyped here.
  return useCallback((message: Message) => wordMessage(message, (key, params) => i18n.t(key as never, params) as string, language), [i18n, language]);
}
