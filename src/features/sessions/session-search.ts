// Filters the sessions list by name: every word typed must appear, in any order, ignoring case and accents.
import type { SessionMeta } from '../../store';

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchSessions(list: readonly SessionMeta[], query: string): SessionMeta[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((meta) => {
    const name = fold(meta.name);
    return words.every((word) => name.includes(word));
  });
}
