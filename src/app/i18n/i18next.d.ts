// Typed translation keys: `t('…')` with a key missing from the English catalog fails the typecheck.
import 'i18next';
import type app from '../locales/en.json';
import type live from '../live/locales/en.json';
import type branches from '../../features/branches/locales/en.json';
import type compare from '../../features/compare/locales/en.json';
import type config from '../../features/config/locales/en.json';
import type controls from '../../features/controls/locales/en.json';
import type doctor from '../../features/doctor/locales/en.json';
import type sessions from '../../features/sessions/locales/en.json';
import type toolEditor from '../../features/tool-editor/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: typeof app;
      live: typeof live;
      branches: typeof branches;
      compare: typeof compare;
      config: typeof config;
      controls: typeof controls;
      doctor: typeof doctor;
      sessions: typeof sessions;
      'tool-editor': typeof toolEditor;
    };
  }
}
