// Building branches: the root from the configuration, forks from an edited message, and a timeline re-read from an edited body.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { LoopDriver } from './driver';
import type { IdSource } from './ids';
import type { Branch, SessionConfig, TimelineMessage } from './types';

export function createRootBranch(config: SessionConfig, driver: LoopDriver | undefined, ids: IdSource): Branch {
  const messages = (driver?.initialMessages(config) ?? []).map(
    (message): TimelineMessage => ({ id: ids.next('message'), message, provenance: { kind: 'config' }, firstSentInStep: null }),
  );
  return { id: ids.next('branch'), parentId: null, forkIndex: null, label: 'Original', messages, exchanges: [], status: 'idle', stopReason: null, steps: 0 };
}

/**
 * Copies the parent's messages before `index`, replaces message `index`, and, when it is a tool
 * result, keeps the other results of the same batch: they answer the same assistant message and
 * were not edited, so re-running those tools would only add noise.
 */
export function forkBranch(parent: Branch, index: number, replacement: ChatCompletionMessageParam, ids: IdSource, label: string): Branch {
  const original = parent.messages[index]!;
  const edited: TimelineMessage = {
    id: ids.next('message'),
    message: replacement,
    provenance: { kind: 'edited', from: original.provenance },
    firstSentInStep: null,
  };
  const siblings: TimelineMessage[] = [];
  if (original.message.role === 'tool') {
    for (const m of parent.messages.slice(index + 1)) {
      if (m.message.role !== 'tool') break;
      siblings.push(m);
    }
  }
  return {
    id: ids.next('branch'),
    parentId: parent.id,
    forkIndex: index,
    label,
    messages: [...parent.messages.slice(0, index), edited, ...siblings],
    exchanges: [],
    status: 'idle',
    stopReason: null,
    steps: 0,
  };
}

/** The timeline after a request went out with edited messages: unchanged entries keep their identity and provenance. */
export function reconcileWithSent(timeline: TimelineMessage[], sent: ChatCompletionMessageParam[], ids: IdSource): TimelineMessage[] {
  const same = timeline.length === sent.length && timeline.every((m, i) => sameJson(m.message, sent[i]));
  if (same) return timeline;
  return sent.map((message, i) => {
    const old = timeline[i];
    if (old && sameJson(old.message, message)) return old;
    return {
      id: ids.next('message'),
      message,
      provenance: { kind: 'edited', from: old?.provenance ?? { kind: 'user', turn: 0 } },
      firstSentInStep: null,
    };
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
