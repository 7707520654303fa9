// The workshop's addresses: /lessons (the picker), /lessons/<id> (a lesson in the playground), /present/<id> (presenter view).

export type LessonRoute =
  | { view: 'playground'; lessonId: string | null }
  | { view: 'present'; lessonId: string }
  | null;

export function lessonRoute(path: string): LessonRoute {
  const [, first, id, ...rest] = path.split('/');
  if (rest.length > 0 || (id !== undefined && id === '')) return null;
  if (first === 'lessons') return { view: 'playground', lessonId: id ? decodeURIComponent(id) : null };
  if (first === 'present' && id) return { view: 'present', lessonId: decodeURIComponent(id) };
  return null;
}

export const lessonPath = (id: string) => `/lessons/${encodeURIComponent(id)}`;
export const presentPath = (id: string) => `/present/${encodeURIComponent(id)}`;
