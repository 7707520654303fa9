// A sentence the learner reads, from a layer without React or i18next: its catalog key and parameters (the view words it
// in the learner's language with t()) and its English text (for logs, tests and saved state), filled from the English catalog.

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
  [K in keyof C & string]: C[K] extends string ? `${P}${K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K}` : KeyOf<C[K], `${P}${K}.`>;
}[keyof C & string];

export function isMessage(value: unknown): value is Message {
  return value !== null && typeof value === 'object' && typeof (value as Message).key === 'string' && typeof (value as Message).text === 'string';
}

/** The parameters in words: nested messages translated (a list one per line), per-language texts picked, the rest as they are. */
function wordParams(params: MessageParams, word: (message: Message) => string, language: string): Record<string, string | number> {
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
  return translate(message.key, wordParams(message.params, (nested) => wordMessage(nested, translate, language), language));
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*number\s*(?:\(([^)]*)\))?\s*)?\}\}/g;

/** `minimumFractionDigits: 1; maximumFractionDigits: 1` → the Intl options i18next reads from the same text. */
function numberOptions(text: string | undefined): Intl.NumberFormatOptions {
  const options: Record<string, number | string> = {};
  for (const part of (text ?? '').split(';')) {
    const [name, value] = part.split(':').map((s) => s.trim());
    if (name && value) options[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return options as Intl.NumberFormatOptions;
}

/**
 * A `Translate` over plain catalogs (namespace → catalog) with i18next's rules for what these catalogs use: `{{name}}`,
 * `{{name, number(…)}}` and plural forms picked by `count`. It words the English text; tests use it for other languages.
 */
export function catalogTranslate(catalogs: Readonly<Record<string, Catalog>>, language: string): Translate {
  const plurals = new Intl.PluralRules(language);
  return (fullKey, params) => {
    const [namespace, key] = fullKey.split(':') as [string, string];
    let node: Catalog | string | undefined = catalogs[namespace];
    const parts = key.split('.');
    for (const part of parts.slice(0, -1)) node = typeof node === 'object' ? node[part] : undefined;
    const last = parts.at(-1)!;
    const entry = typeof node === 'object' ? node : {};
    const count = params.count;
    const template = typeof count === 'number' && entry[`${last}_other`] !== undefined ? (entry[`${last}_${plurals.select(count)}`] ?? entry[`${last}_other`]) : entry[last];
    if (typeof template !== 'string') return fullKey;
    return template.replace(PLACEHOLDER, (whole, name: string, options?: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      const numeric = whole.includes(',');
      return numeric && typeof value === 'number' ? new Intl.NumberFormat(language, numberOptions(options)).format(value) : String(value);
    });
  };
}

/** A maker of one layer's messages: `say('restore.notJson', { reason })`, keys checked against the English catalog. */
export function messagesOf<C extends Catalog>(namespace: string, english: C) {
  const translate = catalogTranslate({ [namespace]: english }, 'en');
  return (key: KeyOf<C>, params: MessageParams = {}): Message => {
    // Nested messages (from this layer or another) already carry their English text.
    return { key: `${namespace}:${key}`, params, text: translate(`${namespace}:${key}`, wordParams(params, (nested) => nested.text, 'en')) };
  };
}
