// Turns a Vite glob of `…/<folder>/locales/<language>.json` files into namespaces named after their folders.

export type Catalog = Record<string, unknown>;
/** Namespace → catalog, for one language. */
export type Catalogs = Record<string, Catalog>;

/** `/src/features/timeline/locales/en.json` → `timeline`. */
export function namespaceOf(path: string): string {
  const parts = path.split('/');
  return parts[parts.length - 3] ?? path;
}

export function collect(modules: Record<string, Catalog>): Catalogs {
  const catalogs: Catalogs = {};
  for (const [path, catalog] of Object.entries(modules)) catalogs[namespaceOf(path)] = catalog;
  return catalogs;
}
