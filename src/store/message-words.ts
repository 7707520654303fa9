// The bridge from a store or persistence `Message` to the learner's language: i18next's t() over the layers' catalogs.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { wordWithI18n, type Message } from '../persistence/message';

/** `words(message)`: the message in the UI language (re-rendered when the language changes). */
export function useMessageWords(): (message: Message) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // `language` is a dependency so the function, and what renders with it, changes with the language.
  return useCallback((message: Message) => wordWithI18n(message, i18n), [i18n, language]);
}
