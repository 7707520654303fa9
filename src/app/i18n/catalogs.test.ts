// Every folder's catalogs: Korean and Polish have every English key (with the plural forms each language needs and the
// same placeholders), nothing extra, no English copies; every code the engine and stores word by key has its text; and the
// catalog checker itself catches each kind of mistake.
import { describe, expect, it } from 'vitest';
import { NOTICE_CODES, noticeOf } from '@loopscope/engine/notices';
import { stopNote, STOP_CODES } from '@loopscope/engine/stop-reasons';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { DETAILS, DOCTOR_RULES, TERMS } from '@loopscope/payloads/doctor/index';
import { ARGUMENT_MESSAGES, ARGUMENT_WORDS } from '@loopscope/wire/arguments/argument-messages';
import { INTERRUPTED_RUN } from '../../persistence/sanitize';
import { createScenarios } from '../scenarios';
import { compareCatalogs, flatten, placeholders } from './catalog-check';
import { english } from './catalogs';
import { namespaceOf, type Catalog } from './collect-catalogs';

const all = import.meta.glob<Catalog>('/src/**/locales/*.json', { eager: true, import: 'default' });
const files = Object.keys(all);

describe('translation catalogs', () => {
  it('name each namespace after a distinct folder', () => {
    const englishFiles = files.filter((f) => f.endsWith('/en.json'));
    expect(new Set(englishFiles.map(namespaceOf)).size).toBe(englishFiles.length);
    expect(Object.keys(english).sort()).toEqual(englishFiles.map(namespaceOf).sort());
  });

  it('hold exactly English, Korean and Polish in every folder', () => {
    for (const file of files) expect(file).toMatch(/\/locales\/(en|ko|pl)\.json$/);
    for (const namespace of Object.keys(english)) {
      const folder = files
        .find((f) => f.endsWith('/en.json') && namespaceOf(f) === namespace)!
        .replace(/en\.json$/, '');
      expect(all[`${folder}ko.json`], `${folder}ko.json`).toBeDefined();
      expect(all[`${folder}pl.json`], `${folder}pl.json`).toBeDefined();
    }
  });

  for (const file of files.filter((f) => !f.endsWith('/en.json'))) {
    const language = file.slice(-7, -5);
    it(`${file} translates every English key, with its placeholders`, () => {
      const source = all[file.replace(/\w\w\.json$/, 'en.json')]!;
      expect(compareCatalogs(source, all[file]!, language)).toEqual([]);
    });
  }
});

describe('the catalog checker', () => {
  const en = {
    run: 'Run',
    nested: { total_one: 'one request', total_other: '{{count, number}} requests' },
    link: 'See <doc>the docs</doc> for {{name}}',
  };

  it('accepts a complete Polish catalog with its four plural forms', () => {
    const pl = {
      run: 'Uruchom',
      nested: {
        total_one: '1 żądanie',
        total_few: '{{count}} żądania',
        total_many: '{{count}} żądań',
        total_other: '{{count}} żądania',
      },
      link: 'Zobacz <doc>dokumentację</doc> dla {{name}}',
    };
    expect(compareCatalogs(en, pl, 'pl')).toEqual([]);
  });

  it('reports missing keys, missing plural forms, extra keys and changed placeholders', () => {
    const ko = { nested: { total_one: '요청 1개', total_other: '요청 {{n}}개' }, link: '{{name}} 문서', stray: 'x' };
    expect(compareCatalogs(en, ko, 'ko').sort()).toEqual(
      [
        'extra nested.total_one',
        'extra stray',
        'link: placeholders {{name}} instead of <doc> {{name}}',
        'missing run',
        'nested.total_other: placeholders {{n}} instead of {{count}}',
      ].sort(),
    );
  });

  it('reads placeholders with their formats and tags', () => {
    expect(placeholders('{{count, number}} of {{ total }} <b>x</b>')).toEqual(['<b>', '{{count}}', '{{total}}']);
  });
});

/** `{{name}}` and `{{name, number}}` filled in plainly, as i18next does for these catalogs (no escaping, numbers as digits below 1,000). */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(params[name] ?? ''));
const catalog = (language: string, namespace: string) =>
  all[files.find((f) => namespaceOf(f) === namespace && f.endsWith(`/${language}.json`))!]!;
const LANGUAGES = ['en', 'ko', 'pl'] as const;

describe('texts the code names by key (nothing the learner reads stays English outside the catalogs)', () => {
  it('every way the engine stops a loop has its sentence, and the English one says what the engine says', () => {
    const samples: Record<string, Record<string, string | number>> = {
      cors: { detail: 'x' },
      timeout: { detail: 'x' },
      network: { detail: 'x' },
      unreachable: { message: 'Connection error.', cause: '(x)' },
      http: { status: 400, message: 'x' },
      failed: { message: 'x' },
      finished: { finishReason: 'stop' },
      'finished-status': { status: 'completed' },
      'max-steps': { maxSteps: 3 },
      'paused-after-step': { step: 2 },
      breakpoint: { step: 2 },
      'no-driver': { style: 'chat' },
      'mixed-styles': { style: 'chat', apiStyle: 'responses' },
      'tool-asked': { name: 'lookup_order', callId: 'call_1' },
      'mcp-approval': { name: 'get_weather', server: 'weather', callId: 'mcpr_1' },
    };
    for (const code of STOP_CODES) {
      for (const language of LANGUAGES)
        expect(
          (catalog(language, 'timeline').stop as Record<string, string>)[code],
          `${language} stop.${code}`,
        ).toBeTruthy();
      const params = samples[code] ?? {};
      expect(fill((catalog('en', 'timeline').stop as Record<string, string>)[code]!, params)).toBe(
        stopNote(code, params).text,
      );
    }
    // The one stop persistence words (a run a reload cut short), in every language and as persistence says it in English.
    for (const language of LANGUAGES)
      expect(
        (catalog(language, 'timeline').stop as Record<string, string>).interrupted,
        `${language} stop.interrupted`,
      ).toBeTruthy();
    expect((catalog('en', 'timeline').stop as Record<string, string>).interrupted).toBe(INTERRUPTED_RUN);
  });

  it('every notice the engine gives about a refused command has its sentence, the English one as the engine words it', () => {
    const samples: Record<string, Record<string, string | number>> = {
      'no-driver': { style: 'chat' },
      'no-message': { index: 9 },
      'invalid-body': { reason: 'x' },
      'engine-load-failed': { reason: 'x' },
    };
    for (const code of NOTICE_CODES) {
      for (const language of LANGUAGES)
        expect(
          (catalog(language, 'app').engineNotice as Record<string, string>)[code],
          `${language} engineNotice.${code}`,
        ).toBeTruthy();
      const params = samples[code] ?? {};
      expect(fill((catalog('en', 'app').engineNotice as Record<string, string>)[code]!, params)).toBe(
        noticeOf(code, params).notice,
      );
    }
  });

  it("every break-it lab has its title and its fix, the English fix being the lab's own", () => {
    for (const lab of LABS) {
      for (const language of LANGUAGES) {
        const workshop = catalog(language, 'workshop') as {
          labTitle: Record<string, string>;
          labFixText: Record<string, string>;
        };
        expect(workshop.labTitle[lab.id], `${language} labTitle.${lab.id}`).toBeTruthy();
        expect(workshop.labFixText[lab.id], `${language} labFixText.${lab.id}`).toBeTruthy();
      }
      expect((catalog('en', 'workshop').labFixText as Record<string, string>)[lab.id]).toBe(lab.fix);
    }
  });

  it("every doctor rule has its title, why and fix in every language, the English ones being the rule's own", () => {
    for (const rule of DOCTOR_RULES) {
      for (const language of LANGUAGES) {
        const words = (catalog(language, 'doctor').rules as Record<string, Record<string, string>>)[rule.id];
        for (const field of ['title', 'why', 'fix'])
          expect(words?.[field], `${language} doctor rules.${rule.id}.${field}`).toBeTruthy();
        if (language !== 'en')
          expect(words?.title, `${language} rules.${rule.id}.title is translated`).not.toBe(rule.title);
      }
      const english = (catalog('en', 'doctor').rules as Record<string, Record<string, string>>)[rule.id];
      expect(english).toEqual({ title: rule.title, why: rule.why, fix: rule.fix });
    }
  });

  it('every doctor detail and term has its sentence in every language, the English one as the doctor words it', () => {
    for (const language of LANGUAGES) {
      const doctor = catalog(language, 'doctor') as {
        details: Record<string, string>;
        detailTerms: Record<string, string>;
      };
      for (const key of Object.keys(DETAILS))
        expect(doctor.details[key], `${language} doctor details.${key}`).toBeTruthy();
      for (const key of Object.keys(TERMS))
        expect(doctor.detailTerms[key], `${language} doctor detailTerms.${key}`).toBeTruthy();
    }
    expect(catalog('en', 'doctor').details).toEqual(DETAILS);
    expect(catalog('en', 'doctor').detailTerms).toEqual(TERMS);
  });

  it('every sentence and small word of the argument checker is in every language, the English one as the checker words it', () => {
    for (const language of LANGUAGES) {
      const doctor = catalog(language, 'doctor') as {
        argumentIssues?: Record<string, string>;
        argumentWords?: Record<string, string>;
      };
      for (const key of Object.keys(ARGUMENT_MESSAGES))
        expect(doctor.argumentIssues?.[key], `${language} doctor argumentIssues.${key}`).toBeTruthy();
      for (const key of Object.keys(ARGUMENT_WORDS))
        expect(doctor.argumentWords?.[key], `${language} doctor argumentWords.${key}`).toBeTruthy();
    }
    expect(catalog('en', 'doctor').argumentIssues).toEqual(ARGUMENT_MESSAGES);
    expect(catalog('en', 'doctor').argumentWords).toEqual(ARGUMENT_WORDS);
  });

  it('every scenario description is in the catalogs (a classic mistake\'s as the timeline\'s "what is broken")', () => {
    for (const scenario of createScenarios().filter((s) => s.description !== '')) {
      for (const language of LANGUAGES) {
        const seed = (catalog(language, 'config').scenario as { description: Record<string, string> }).description[
          scenario.id
        ];
        const mistake = (catalog(language, 'timeline').mistakes as Record<string, { broken?: string }>)[scenario.id]
          ?.broken;
        expect(seed ?? mistake, `${language}: ${scenario.id}`).toBeTruthy();
        if (language === 'en') expect(seed ?? mistake).toBe(scenario.description);
      }
    }
  });

  it("every scenario title is in the catalogs, the English one as the picker lists it (a classic mistake's before its HTTP status)", () => {
    for (const scenario of createScenarios()) {
      for (const language of LANGUAGES) {
        const title = ((catalog(language, 'config').scenario as { title?: Record<string, string> }).title ?? {})[
          scenario.id
        ];
        expect(title, `${language}: ${scenario.id}`).toBeTruthy();
        if (language === 'en') expect([title, `${title} (HTTP 400)`]).toContain(scenario.label);
      }
    }
  });

  /** Words a translation keeps as English on purpose: API style and field names, units, the product's own terms. */
  const KEPT = new Set([
    'Chat',
    'Chat Completions',
    'MCP: {{names}}',
    'Responses',
    'Assistants',
    'Offline',
    'Base URL',
    'Model',
    'arguments {{validity}}',
    'prompt_tokens + completion_tokens.',
    'Esc',
    ' · SSE',
    'HTTP',
    'WebSocket',
    ' · WebSocket',
    'HTTP {{status}}',
    '{{title}} (HTTP {{status}})',
    'messages: {{roles}}',
    '{{count, number}} token',
    'Import',
    'Run {{runId}}: {{path}}',
    'main',
    '"format": {{value}}',
    '"role": {{value}}',
  ]);
  it('Korean and Polish texts are their own, not English copies (outside code spans and the kept terms)', () => {
    for (const file of files.filter((f) => f.endsWith('/en.json'))) {
      const english = flatten(all[file]!);
      for (const language of ['ko', 'pl']) {
        const translated = flatten(all[file.replace(/en\.json$/, `${language}.json`)]!);
        const copies = Object.entries(english).filter(
          ([key, text]) =>
            translated[key] === text &&
            !KEPT.has(text) &&
            /[A-Za-z]{3,}/.test(text.replace(/`[^`]*`|\{\{[^}]*\}\}|<[^>]*>/g, '')),
        );
        expect(
          copies.map(([key]) => `${namespaceOf(file)}:${key}`),
          `${language} copies of English`,
        ).toEqual([]);
      }
    }
  });
});
