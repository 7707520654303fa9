// Lesson prose: one markdown text per language, a `# Title`, an introduction, then `<!-- step: id -->` sections.
// HTML comments are invisible in any markdown viewer, so a teacher's prose file reads as a normal document.
import type { Message } from '../message';
import { say } from '../say';

export interface LessonProse {
  title: string;
  intro: string;
  /** Narration per step id, markdown. */
  sections: Record<string, string>;
}

const MARKER = /^<!--\s*step:\s*([^\s]+)\s*-->\s*$/;

export type ProseResult = { ok: true; prose: LessonProse } | { ok: false; error: Message };

/** Splits one language's markdown into title, introduction and step sections; a duplicate or empty section is an error. */
export function parseProse(markdown: string): ProseResult {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const titleIndex = lines.findIndex((line) => line.trim() !== '');
  const titleLine = lines[titleIndex] ?? '';
  if (!titleLine.startsWith('# ')) return { ok: false, error: say('lesson.proseNoTitle') };
  const sections: Record<string, string> = {};
  let current: string | null = null;
  let buffer: string[] = [];
  let intro = '';
  const close = (): Message | null => {
    const body = buffer.join('\n').trim();
    if (current === null) intro = body;
    else if (body === '') return say('lesson.proseEmptySection', { id: current });
    else sections[current] = body;
    buffer = [];
    return null;
  };
  for (const line of lines.slice(titleIndex + 1)) {
    const marker = MARKER.exec(line.trim());
    if (!marker) {
      buffer.push(line);
      continue;
    }
    const problem = close();
    if (problem) return { ok: false, error: problem };
    current = marker[1]!;
    if (current in sections) return { ok: false, error: say('lesson.proseTwoSections', { id: current }) };
  }
  const problem = close();
  if (problem) return { ok: false, error: problem };
  return { ok: true, prose: { title: titleLine.slice(2).trim(), intro, sections } };
}
