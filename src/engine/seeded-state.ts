// A Chat session that starts from messages another agent handed over (not from a system prompt and one user message).
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { singleBranchState } from './branch-store';
import { anyStyle } from './driver';
import { chatDriver } from './drivers/chat/driver';
import { makeEntry } from './entries';
import { createIdSource } from './ids';
import type { Branch, EngineState, SessionConfig } from './types';

/**
 * One idle branch holding `messages` as the configuration's entries, nothing sent yet: running it sends exactly these
 * messages as request 1. The ids carry `idPrefix`, so they never collide with the engine's own.
 */
export function stateFromChatMessages(
  config: SessionConfig,
  messages: readonly ChatCompletionMessageParam[],
  idPrefix = 'seeded-',
): EngineState {
  const driver = anyStyle(chatDriver);
  const ids = createIdSource(idPrefix);
  const entries = messages.map((message) => makeEntry(driver, ids, message, { kind: 'config' }));
  const root: Branch = {
    id: ids.next('branch'),
    parentId: null,
    forkIndex: null,
    label: 'Original',
    messages: entries,
    exchanges: [],
    status: 'idle',
    stopReason: null,
    steps: 0,
  };
  return singleBranchState({ ...config, apiStyle: 'chat' }, root);
}
