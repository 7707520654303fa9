// Every Polish catalog in one lazily loaded chunk.
import { collect, type Catalog } from './collect-catalogs';

export const catalogs = collect(
  import.meta.glob<Catalog>('/src/**/locales/pl.json', { eager: true, import: 'default' }),
);
