// Workshop addresses: which paths open the picker, a lesson or the presenter view, and which are not the workshop's.
import { describe, expect, it } from 'vitest';
import { lessonPath, lessonRoute, presentPath } from './lesson-route';

describe('lesson routes', () => {
  it('reads the picker, a lesson and the presenter view', () => {
    expect(lessonRoute('/lessons')).toEqual({ view: 'playground', lessonId: null });
    expect(lessonRoute(lessonPath('seed-001'))).toEqual({ view: 'playground', lessonId: 'seed-001' });
    expect(lessonRoute(presentPath('seed-001'))).toEqual({ view: 'present', lessonId: 'seed-001' });
  });

  it('leaves other paths to the playground and /live', () => {
    expect(lessonRoute('/')).toBeNull();
    expect(lessonRoute('/live')).toBeNull();
    expect(lessonRoute('/present')).toBeNull();
    expect(lessonRoute('/lessons/a/b')).toBeNull();
  });
});
