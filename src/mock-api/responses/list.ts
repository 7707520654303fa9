// Cursor pagination as the real list endpoints do it: `limit`, `order`, `after`, and `{object, data, first_id, last_id, has_more}`.
import { invalidRequest } from '@loopscope/wire/errors';

export interface Page<T extends { id: string }> {
  object: 'list';
  data: T[];
  first_id: string | null;
  last_id: string | null;
  has_more: boolean;
}

/** `items` are oldest first; `order` defaults to `desc` (newest first), as for input items and conversation items. */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  query: (name: string) => string | undefined,
): Page<T> {
  const order = query('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc')
    throw invalidRequest(
      `Invalid value: '${order}'. Supported values are: 'asc' and 'desc'.`,
      'order',
      'invalid_value',
    );
  const limitText = query('limit');
  const limit = limitText === undefined ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest(
      `Invalid 'limit': expected an integer between 1 and 100, but got ${limitText} instead.`,
      'limit',
      'invalid_value',
    );
  }
  let ordered = order === 'asc' ? [...items] : [...items].reverse();
  const after = query('after');
  if (after !== undefined) {
    const at = ordered.findIndex((i) => i.id === after);
    ordered = at < 0 ? [] : ordered.slice(at + 1);
  }
  const data = ordered.slice(0, limit);
  return {
    object: 'list',
    data,
    first_id: data[0]?.id ?? null,
    last_id: data.at(-1)?.id ?? null,
    has_more: ordered.length > limit,
  };
}
