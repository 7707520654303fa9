// The header's language picker: a compact globe and language code over a native select (keyboard and screen readers get
// the select, named "Language"; its list names each language in itself). The pick is remembered for the next visit.
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui';
import { changeLanguage } from './i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from './i18n/languages';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <span className="language-picker btn btn-ghost" title={t('header.language')}>
      <Icon.globe />
      <span className="language-picker-code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
      <select
        aria-label={t('header.language')}
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
    </span>
  );
}
