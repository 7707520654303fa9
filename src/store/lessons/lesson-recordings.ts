// What a lesson reads from the recorded bytes: a request's parsed body, the spot a highlight points at, a guess's verdict.
import { parsePath } from '@loopscope/wire/json-path';
import type { LessonStep } from '../../persistence/lesson/index';
import { recordedExchange } from './lesson-runner';
import type { SessionStore } from '../session/session-store';
import type { LessonHighlight } from './lesson-types';

/** Deep equality over JSON values, key order ignored (a typed guess need not list keys in wire order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The parsed body of request `n` (request or response side), or undefined when it is not recorded or not JSON. */
export function recordedBody(
  session: SessionStore,
  n: number,
  side: 'request' | 'response',
  call?: string,
  occurrence?: 'first' | 'last',
): unknown {
  const exchange = recordedExchange(session, n, call, occurrence);
  const text = side === 'request' ? exchange?.requestBody : exchange?.responseBody;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The highlight a step asks for, once what it points at exists. */
export function highlightOf(session: SessionStore, step: LessonStep | undefined): LessonHighlight | null {
  if (step?.type !== 'highlight') return null;
  const { target } = step;
  if (target.in === 'timeline') return { in: 'timeline', message: target.message };
  const exchange = recordedExchange(session, target.request, target.call, target.occurrence);
  const path = parsePath(target.path);
  if (!exchange || !path) return null;
  return {
    in: 'inspector',
    exchangeId: exchange.id,
    side: target.side,
    path: path.filter((k): k is string | number => k !== '*'),
  };
}
