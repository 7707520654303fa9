// Typed translation keys: `t('…')` with a key missing from the English catalog fails the typecheck.
import 'i18next';
import type app from '../locales/en.json';
import type live from '../live/locales/en.json';
import type present from '../present/locales/en.json';
import type workshop from '../../features/workshop/locales/en.json';
import type tokens from '../../features/tokens/locales/en.json';
import type wireViews from '../../features/wire-views/locales/en.json';
import type ui from '../../ui/locales/en.json';
import type branches from '../../features/branches/locales/en.json';
import type compare from '../../features/compare/locales/en.json';
import type config from '../../features/config/locales/en.json';
import type controls from '../../features/controls/locales/en.json';
import type doctor from '../../features/doctor/locales/en.json';
import type sessions from '../../features/sessions/locales/en.json';
import type toolEditor from '../../features/tool-editor/locales/en.json';
import type inspector from '../../features/inspector/locales/en.json';
import type timeline from '../../features/timeline/locales/en.json';
import type loopTests from '../../features/loop-tests/locales/en.json';
import type assistants from '../../features/assistants/locales/en.json';
import type persistence from '../../persistence/locales/en.json';
import type store from '../../store/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: typeof app;
      live: typeof live;
      present: typeof present;
      workshop: typeof workshop;
      tokens: typeof tokens;
      'wire-views': typeof wireViews;
      ui: typeof ui;
      branches: typeof branches;
      compare: typeof compare;
      config: typeof config;
      controls: typeof controls;
      doctor: typeof doctor;
      sessions: typeof sessions;
      'tool-editor': typeof toolEditor;
      inspector: typeof inspector;
      timeline: typeof timeline;
      'loop-tests': typeof loopTests;
      assistants: typeof assistants;
      persistence: typeof persistence;
      store: typeof store;
    };
  }
}
