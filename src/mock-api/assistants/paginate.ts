// Cursor pagination of the Assistants lists: limit, order, after, before → {object, data, first_id, last_id, has_more}.
import { checkNumber, invalidValue } from '@loopscope/wire/checks';

export interface ListPage<T> {
  object: 'list';
  data: T[];
  first_id: string | null;
  last_id: string | null;
  has_more: boolean;
}

/** `items` in creation order; the default order is newest first, 20 per page. */
export function paginate<T extends { id: string }>(items: readonly T[], query: URLSearchParams): ListPage<T> {
  const limitText = query.get('limit');
  const limit = limitText === null ? 20 : Number(limitText);
  checkNumber({ limit }, 'limit', { integer: true, min: 1, max: 100 });
  const order = query.get('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw invalidValue(order, ['asc', 'desc'], 'order');
  const ordered = order === 'asc' ? [...items] : [...items].reverse();
  const after = query.get('after');
  const before = query.get('before');
  let data: T[];
  let hasMore: boolean;
  if (before !== null) {
    const end = Math.max(
      0,
      ordered.findIndex((item) => item.id === before),
    );
    const start = Math.max(0, end - limit);
    data = ordered.slice(start, end);
    hasMore = start > 0;
  } else {
    const at = after === null ? -1 : ordered.findIndex((item) => item.id === after);
    // An unknown cursor gives an empty page, as the real API does.
    const start = after !== null && at < 0 ? ordered.length : at + 1;
    data = ordered.slice(start, start + limit);
    hasMore = start + limit < ordered.length;
  }
  return {
    object: 'list',
    data,
    first_id: data[0]?.id ?? null,
    last_id: data[data.length - 1]?.id ?? null,
    has_more: hasMore,
  };
}
