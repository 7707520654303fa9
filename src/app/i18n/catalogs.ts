// The translation catalogs: each folder's `locales/<language>.json` is one namespace named after the folder.
// English is bundled with the entry chunk; Korean and Polish load on first use, one chunk per language.
import type { Language } from './languages';
import { collect, type Catalog, type Catalogs } from './collect-catalogs';

export type { Catalog, Catalogs };

export const english: Catalogs = collect(
  import.meta.glob<Catalog>('/src/**/locales/en.json', { eager: true, import: 'default' }),
);

export const NAMESPACES = Object.keys(english);

const LAZY: Record<Exclude<Language, 'en'>, () => Promise<{ catalogs: Catalogs }>> = {
  ko: () => import('./catalog-ko'),
  pl: () => import('./catalog-pl'),
};

export async function loadCatalogs(language: Language): Promise<Catalogs> {
  if (language === 'en') return english;
  return (await LAZY[language]()).catalogs;
}
