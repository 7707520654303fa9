// What the engine tells the user about a command it refused, as a code with parameters (the UI words it in the
// learner's language) and its English wording (kept in the state for logs, tests and saved sessions).
import type { NoticeCode, NoticeNote, StopParams } from './types';

const ENGLISH: Record<NoticeCode, (p: StopParams) => string> = {
  'no-driver': (p) => `The ${p.style} API style has no driver yet.`,
  'tools-owed': () => 'The model is still waiting for tool results; run or step the loop before adding a user message.',
  'fork-while-running': () => 'Wait for the loop to stop (or abort it) before forking.',
  'no-message': (p) => `There is no message ${p.index} to edit on this branch.`,
  'invalid-body': (p) =>
    `The edited request body is not valid JSON (${p.reason}). Nothing was sent; fix it or send the original.`,
  'engine-load-failed': (p) => `The loop engine could not load (${p.reason}). Reload the page to try again.`,
};

/** Every notice code, for the catalogs' completeness test. */
export const NOTICE_CODES = Object.keys(ENGLISH) as NoticeCode[];

/** The state patch that shows a notice: its English text and its code. */
export function noticeOf(code: NoticeCode, params: StopParams = {}): { notice: string; noticeCode: NoticeNote } {
  return { notice: ENGLISH[code](params), noticeCode: { code, params } };
}
