// The header's language picker: each language named in itself; the pick is remembered for the next visit.
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from './i18n/languages';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <select
      className="select language-picker"
      aria-label={t('header.language')}
      title={t('header.language')}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) void changeLanguage(next, { remember: true });
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
