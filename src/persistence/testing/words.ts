// Tests read this layer's messages in each UI language, worded from its own catalogs the way i18next words them.
import en from '../locales/en.json';
import ko from '../locales/ko.json';
import pl from '../locales/pl.json';
import { catalogTranslate, wordMessage, type Message } from '../message';

const CATALOGS = { en, ko, pl } as const;

export function wordIn(message: Message, language: keyof typeof CATALOGS): string {
  return wordMessage(message, catalogTranslate({ persistence: CATALOGS[language] }, language), language);
}
