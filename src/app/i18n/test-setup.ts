// Vitest setup: the i18n instance in English, as the app starts for an English browser, so component tests read real UI text.
import './i18n';
