// Vitest setup: the i18n instance in English, as the app starts for an English browser, so component tests read real UI text.
import { beforeEach } from 'vitest';
import { i18n } from './i18n';

// Test files share a worker's module graph (vite.config.ts), so one that switched languages must not leave the next in Korean.
beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
