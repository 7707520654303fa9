// Compares a translation catalog with the English one: missing and extra keys, plural forms the language needs, and
// placeholders ({{name}}, <tag>) that a translation must keep. Used by the catalog tests.
import type { Catalog } from './collect-catalogs';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(catalog: Catalog, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(flat, flatten(value as Catalog, path));
    else flat[path] = String(value);
  }
  return flat;
}

/** The interpolations and markup tags a text uses: `{{count, number}}` → `{{count}}`, `<har>` → `<har>`. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

/** Keys grouped by their plural base: `requests_one`, `requests_other` → `requests` with forms `one`, `other`. */
function byBase(flat: Record<string, string>): Map<string, Map<string, string>> {
  const bases = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(flat)) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const form = match ? match[1]! : '';
    if (!bases.has(base)) bases.set(base, new Map());
    bases.get(base)!.set(form, text);
  }
  return bases;
}

/** Every difference between a translation and English, as readable lines (none when the translation is complete). */
export function compareCatalogs(english: Catalog, translated: Catalog, language: string): string[] {
  const problems: string[] = [];
  const source = byBase(flatten(english));
  const target = byBase(flatten(translated));
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const [base, forms] of source) {
    const theirs = target.get(base);
    if (!theirs) {
      problems.push(`missing ${base}`);
      continue;
    }
    const plural = !forms.has('');
    const expectedForms = plural ? needed : [''];
    for (const form of expectedForms) {
      const text = theirs.get(form);
      const key = form ? `${base}_${form}` : base;
      if (text === undefined) problems.push(`missing ${key}`);
      else if (text.trim() === '') problems.push(`empty ${key}`);
      else {
        const want = placeholders(forms.get(plural ? 'other' : '') ?? '');
        // A singular form may say "one" in words instead of {{count}}.
        const have = placeholders(text);
        const missing = want.filter((p) => !have.includes(p) && !(form === 'one' && p === '{{count}}'));
        const extra = have.filter((p) => !want.includes(p));
        if (missing.length || extra.length)
          problems.push(`${key}: placeholders ${have.join(' ')} instead of ${want.join(' ')}`);
      }
    }
    for (const form of theirs.keys())
      if (!expectedForms.includes(form as Intl.LDMLPluralRule | ''))
        problems.push(`extra ${form ? `${base}_${form}` : base}`);
  }
  for (const base of target.keys()) if (!source.has(base)) problems.push(`extra ${base}`);
  return problems;
}
