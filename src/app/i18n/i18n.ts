// The one i18next instance: English at once (synchronously, so tests and the first paint have text), other languages on demand.
// `<html lang>` follows the language. Only the UI is translated: recorded bytes and API error texts are shown as they came.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, loadCatalogs, NAMESPACES } from './catalogs';
import { initialLanguage, saveLanguageChoice, type Language } from './languages';
import { flatten } from './catalog-check';
import { loadHangulFor } from './hangul-faces';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ko', 'pl'],
  ns: NAMESPACES,
  defaultNS: 'app',
  resources: { en: english },
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders; escaping here as well would show &quot; in the UI.
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'app')) return;
  const catalogs = await loadCatalogs(language);
  // Korean text is drawn only once its Hangul chunks are in (hangul-faces.ts); a font that fails leaves the text to the system.
  if (language === 'ko') await loadHangulFor(Object.values(flatten(catalogs))).catch(() => undefined);
  for (const [namespace, catalog] of Object.entries(catalogs))
    i18n.addResourceBundle(language, namespace, catalog, true, true);
}

/** Switches the UI language once its catalogs are loaded; `remember` keeps the pick for the next visit. */
export async function changeLanguage(language: Language, { remember = false } = {}): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  if (remember) saveLanguageChoice(language);
}

/** Starts in the saved or browser language; a catalog that fails to load leaves the UI in English rather than blank. */
export async function startI18n(): Promise<void> {
  try {
    await changeLanguage(initialLanguage());
  } catch {
    await i18n.changeLanguage('en');
  }
}
