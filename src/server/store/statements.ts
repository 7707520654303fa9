// Queries built once with Kysely and run many times: a template's SQL never changes, so SQLite prepares it once
// (statement cache) and nothing is compiled per request.
import type { CompiledQuery, Compilable } from 'kysely';

/** A parameter's stand-in while the template is built; replaced by the named value each time it runs. */
const SLOT = '\u0000slot:';

/** A named stand-in for a value the template takes when it runs (typed as whatever the column wants). */
export function slot<T = string>(name: string): T {
  return `${SLOT}${name}` as unknown as T;
}

export type Template<K extends string> = (values: Readonly<Record<K, string | number>>) => CompiledQuery;

/** Compiles `query` once; each call gives the same SQL with the slots filled from `values`. */
export function template<K extends string>(query: Compilable): Template<K> {
  const compiled = query.compile();
  const names = compiled.parameters.map((p) =>
    typeof p === 'string' && p.startsWith(SLOT) ? p.slice(SLOT.length) : null,
  );
  return (values) => {
    const parameters = compiled.parameters.map((p, i) => {
      const name = names[i];
      if (name === null || name === undefined) return p;
      const value = values[name as K];
      if (value === undefined) throw new Error(`store: the query needs a value for ${name}`);
      return value;
    });
    return { ...compiled, parameters };
  };
}

/** Statements SQLite keeps prepared; past it the least recently used is dropped (the store's own queries are far fewer). */
const CACHED_STATEMENTS = 200;

interface Prepares<S> {
  prepare(sql: string): S;
  close(): void;
}

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with each statement prepared once: Kysely prepares
 * every query it runs again, which was a twentieth of a stored response's time. Safe while nothing iterates a
 * statement (Kysely's `.stream()`, which the store never uses): a prepared statement runs one query at a time.
 */
export function cachingStatements<S>(database: Prepares<S>): Prepares<S> {
  const cache = new Map<string, S>();
  return {
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
    close: () => database.close(),
  };
}
