// Test helper for translated components: switches the app's i18n instance to Korean or Polish with every folder's
// catalog of that language loaded (as the app loads them on demand), and finds catalog keys that leaked onto the page raw.
import { getI18n } from 'react-i18next';

type Catalog = Record<string, unknown>;
type Language = 'en' | 'ko' | 'pl';

const glob = {
  ko: import.meta.glob<Catalog>('/src/**/locales/ko.json', { eager: true, import: 'default' }),
  pl: import.meta.glob<Catalog>('/src/**/locales/pl.json', { eager: true, import: 'default' }),
};
const english = import.meta.glob<Catalog>('/src/**/locales/en.json', { eager: true, import: 'default' });

/** `/src/features/config/locales/ko.json` → `config`, the namespace the app gives that folder. */
const namespaceOf = (path: string) => path.split('/').at(-3)!;

export async function switchLanguage(language: Language): Promise<void> {
  const i18n = getI18n();
  if (language !== 'en')
    for (const [path, catalog] of Object.entries(glob[language]))
      i18n.addResourceBundle(language, namespaceOf(path), catalog, true, true);
  await i18n.changeLanguage(language);
}

/** Every key of a catalog, dotted, without plural suffixes. */
function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object'
      ? keysOf(value as Catalog, path)
      : [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

/**
 * Keys of the namespace's English catalog that show up as text or in a text attribute: what i18next renders for a key it
 * cannot find. Only keys that cannot be ordinary words are looked for (dotted or camelCase ones).
 */
export function leakedKeys(namespace: string, root: Element = document.body): string[] {
  const path = Object.keys(english).find((p) => namespaceOf(p) === namespace);
  if (!path) throw new Error(`No English catalog for namespace ${namespace}`);
  const distinctive = [...new Set(keysOf(english[path]!))].filter((key) => key.includes('.') || /[a-z][A-Z]/.test(key));
  const attributes = [...root.querySelectorAll('*')].flatMap((el) =>
    ['title', 'aria-label', 'placeholder', 'aria-description'].map((a) => el.getAttribute(a) ?? ''),
  );
  const text = [root.textContent ?? '', ...attributes].join('\n');
  return distinctive.filter((key) => text.includes(key) || text.includes(`${namespace}:${key}`));
}
