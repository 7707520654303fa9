// A loop-test file's text with every case's `env` values emptied (names kept): a file a session carries travels in
// exports and share links, and an env value may be a key.
import { parseDocument } from 'yaml';
import { isObject } from '@loopscope/wire/json-object';

/** The text unchanged when no case sets an env value; comments and layout of a YAML file are kept either way. */
export function withoutEnvValues(text: string, name: string): string {
  if (name.endsWith('.json')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return text;
    }
    const cases = isObject(value) && Array.isArray(value.cases) ? value.cases : [];
    let changed = false;
    for (const c of cases) {
      if (!isObject(c) || !isObject(c.env)) continue;
      for (const key of Object.keys(c.env)) {
        if (c.env[key] === '') continue;
        c.env[key] = '';
        changed = true;
      }
    }
    return changed ? `${JSON.stringify(value, null, 2)}\n` : text;
  }
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return text;
  const cases = doc.toJS({ maxAliasCount: 100 }) as unknown;
  const list = isObject(cases) && Array.isArray(cases.cases) ? cases.cases : [];
  let changed = false;
  list.forEach((c, i) => {
    if (!isObject(c) || !isObject(c.env)) return;
    for (const key of Object.keys(c.env)) {
      if (c.env[key] === '') continue;
      doc.setIn(['cases', i, 'env', key], '');
      changed = true;
    }
  });
  return changed ? doc.toString({ lineWidth: 0 }) : text;
}
