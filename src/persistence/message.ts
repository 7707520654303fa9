// A sentence the learner reads, from a layer without React: its catalog key and parameters (the view words it in the
// learner's language with the app's t()) and its English text (for logs, tests and saved state), from the English catalog.
import i18next, { type i18n } from 'i18next';

/** A text already worded per language by someone else (zod's own issue messages). */
export interface ByLanguage {
  readonly byLanguage: Readonly<Record<string, string>>;
}

export type MessageParam = string | number | Message | readonly Message[] | ByLanguage;
export type MessageParams = Readonly<Record<string, MessageParam>>;

export interface Message {
  /** `namespace:dotted.key` in the catalogs under `src/<layer>/locales/`. */
  readonly key: string;
  readonly params: MessageParams;
  /** The English sentence, as `t()` words it in English. */
  readonly text: string;
}

/** Words a key with already-worded parameters, as i18next's `t()` does. */
export type Translate = (key: string, params: Record<string, string | number>) => string;

type Catalog = { readonly [key: string]: string | Catalog };

/** Dotted keys of a catalog, plural forms (`x_one`, `x_other`) named by their base. */
export type KeyOf<C, P extends string = ''> = {
  [K in keyof C & string]: C[K] extends string
    ? `${P}${K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K}`
    : KeyOf<C[K], `${P}${K}.`>;
}[keyof C & string];

export function isMessage(value: unknown): value is Message {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Message).key === 'string' &&
    typeof (value as Message).text === 'string'
  );
}

/** The parameters in words: nested messages translated (a list one per line), per-language texts picked, the rest as they are. */
function wordParams(
  params: MessageParams,
  word: (message: Message) => string,
  language: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
    else if (Array.isArray(value)) out[name] = (value as readonly Message[]).map(word).join('\n');
    else if (isMessage(value)) out[name] = word(value);
    else out[name] = (value as ByLanguage).byLanguage[language] ?? (value as ByLanguage).byLanguage.en ?? '';
  }
  return out;
}

/** The message in the learner's language: `wordMessage(message, t, i18n.language)`. */
export function wordMessage(message: Message, translate: Translate, language: string): string {
  return translate(
    message.key,
    wordParams(message.params, (nested) => wordMessage(nested, translate, language), language),
  );
}

/** The message in the language an i18next instance is set to (the app's, or one of `catalogTranslate`'s). */
export function wordWithI18n(message: Message, instance: Pick<i18n, 't' | 'language'>): string {
  // The keys come from the layers' own catalogs, not the app's typed resources.
  return wordMessage(message, (key, params) => instance.t(key as never, params) as string, instance.language);
}

/**
 * A `Translate` over plain catalogs (namespace → catalog) in one language, by an i18next instance of its own: the same
 * interpolation, number formats and plural forms as the app's i18n. It words the English text; tests use it for the others.
 */
export function catalogTranslate(catalogs: Readonly<Record<string, Catalog>>, language: string): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: catalogs },
    ns: Object.keys(catalogs),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (key, params) => instance.t(key as never, params) as string;
}

/** A maker of one layer's messages: `say('restore.notJson', { reason })`, keys checked against the English catalog. */
export function messagesOf<C extends Catalog>(namespace: string, english: C) {
  const translate = catalogTranslate({ [namespace]: english }, 'en');
  return (key: KeyOf<C>, params: MessageParams = {}): Message => {
    // Nested messages (from this layer or another) already carry their English text.
    return {
      key: `${namespace}:${key}`,
      params,
      text: translate(
        `${namespace}:${key}`,
        wordParams(params, (nested) => nested.text, 'en'),
      ),
    };
  };
}
