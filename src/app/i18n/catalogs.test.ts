// Every folder's catalogs: Korean and Polish have every English key (with the plural forms each language needs and the
// same placeholders), nothing extra, and the catalog checker itself catches each kind of mistake.
import { describe, expect, it } from 'vitest';
import { compareCatalogs, placeholders } from './catalog-check';
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
      const folder = files.find((f) => f.endsWith('/en.json') && namespaceOf(f) === namespace)!.replace(/en\.json$/, '');
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
  const en = { run: 'Run', nested: { total_one: 'one request', total_other: '{{count, number}} requests' }, link: 'See <doc>the docs</doc> for {{name}}' };

  it('accepts a complete Polish catalog with its four plural forms', () => {
    const pl = { run: 'Uruchom', nested: { total_one: '1 żądanie', total_few: '{{count}} żądania', total_many: '{{count}} żądań', total_other: '{{count}} żądania' }, link: 'Zobacz <doc>dokumentację</doc> dla {{name}}' };
    expect(compareCatalogs(en, pl, 'pl')).toEqual([]);
  });

  it('reports missing keys, missing plural forms, extra keys and changed placeholders', () => {
    const ko = { nested: { total_one: '요청 1개', total_other: '요청 {{n}}개' }, link: '{{name}} 문서', stray: 'x' };
    expect(compareCatalogs(en, ko, 'ko').sort()).toEqual(
      ['extra nested.total_one', 'extra stray', 'link: placeholders {{name}} instead of <doc> {{name}}', 'missing run', 'nested.total_other: placeholders {{n}} instead of {{count}}'].sort(),
    );
  });

  it('reads placeholders with their formats and tags', () => {
    expect(placeholders('{{count, number}} of {{ total }} <b>x</b>')).toEqual(['<b>', '{{count}}', '{{total}}']);
  });
});
