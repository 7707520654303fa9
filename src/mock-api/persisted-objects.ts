// The mock's stored objects as records a persistent store writes and reads back: which keys changed, each changed
// object as one record, a key's records restored.
import type { ResponsesStore, StoredConversation, StoredResponse } from './responses/store.ts';
import type { ChatCompletionsStore, StoredCompletion } from './chat/stored.ts';
import type { AssistantsRecord, AssistantsStore } from './assistants/store.ts';
import type { StorageBudget } from './storage-budget.ts';
import type { IssuedApprovals } from './responses/mcp/issued.ts';

/** One stored object as written: a response, a conversation, a completion, an assistant, a thread with its messages and runs, … */
export interface ObjectRecord {
  kind: string;
  id: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The object as JSON. */
  body: string;
}

export interface KeyChanges {
  upserts: ObjectRecord[];
  /** Ids of objects that are gone (deleted, evicted, expired). */
  deletes: string[];
}

/** What a persistent store needs of the mock (see server/store/persisted-objects.ts). */
export interface MockObjects {
  /** Keys whose objects changed since their changes were last taken. */
  changedKeys(): string[];
  hasChanges(key: string): boolean;
  /** The key's changed objects as records, and the ids that are gone; the key counts as unchanged afterwards. */
  takeChanges(key: string): KeyChanges;
  /** Replaces the key's objects with `records` (a restart, or another server's newer writes); returns how many the budgets refused. */
  restore(key: string, records: readonly ObjectRecord[]): number;
  /** Marks an object as changed though nothing was charged for it (a poll that moved a run or a background response on). */
  touch(key: string, id: string): void;
  /** Ids made from now on continue from `first`: a block the store gave this process, so no restart or other server repeats them. */
  continueIdsFrom(first: number): void;
}

/** The id of the record that carries the key's id counter. */
const IDS_RECORD = 'ids';

/**
 * The MCP approval requests a restored response issued, and those whose call it ran: an approval answered after a restart
 * (or through another server) runs its call as it would have, and once. Read from the responses, not stored apart.
 */
function reissueApprovals(issued: IssuedApprovals, restored: readonly StoredResponse[]): void {
  for (const stored of restored) {
    for (const item of (stored.response.output ?? []) as Record<string, unknown>[]) {
      if (item.type === 'mcp_approval_request')
        issued.issue(String(item.id), {
          server_label: String(item.server_label),
          name: String(item.name),
          arguments: String(item.arguments),
        });
    }
  }
  for (const stored of restored) {
    for (const item of (stored.response.output ?? []) as Record<string, unknown>[]) {
      if (item.type === 'mcp_call' && typeof item.approval_request_id === 'string')
        issued.spend(item.approval_request_id);
    }
  }
}

export function createMockObjects(stores: {
  responses: ResponsesStore;
  chat: ChatCompletionsStore;
  assistants: AssistantsStore;
  budget: StorageBudget;
  issued?: IssuedApprovals;
}): MockObjects {
  const { responses, chat, assistants, budget, issued } = stores;
  const dirty = new Map<string, Set<string>>();
  /** Per key: a message's or run's thread, so deleting one rewrites the thread that held it. */
  const parents = new Map<string, Map<string, string>>();
  const mark = (key: string, id: string) => {
    let ids = dirty.get(key);
    if (!ids) dirty.set(key, (ids = new Set()));
    ids.add(id);
  };
  budget.observe(mark);
  const parentsOf = (key: string) => {
    let map = parents.get(key);
    if (!map) parents.set(key, (map = new Map()));
    return map;
  };
  responses.keepAnswerTexts();
  /** The object's JSON; a stored response's answer, when the route kept its text, is put in as sent, not serialised again. */
  const bodyOf = (found: { kind: string; value: unknown }): string => {
    if (found.kind === 'response') {
      const { response, ...rest } = found.value as StoredResponse;
      const text = responses.takeAnswerText(response);
      // `rest` always has the input, context and times, so its JSON is `{…}` with at least one member.
      if (text !== undefined) return `{"response":${text},${JSON.stringify(rest).slice(1)}`;
    }
    return JSON.stringify(found.value);
  };
  const find = (key: string, id: string): ObjectRecord | null => {
    const found = responses.exportObject(key, id) ?? chat.exportObject(key, id) ?? assistants.exportObject(key, id);
    if (!found) return null;
    const ownId = 'id' in found ? found.id : id;
    return { kind: found.kind, id: ownId, createdAt: found.createdAt, body: bodyOf(found) };
  };

  return {
    changedKeys: () => [...dirty.keys()],
    hasChanges: (key) => dirty.has(key),
    touch: mark,
    continueIdsFrom(first) {
      responses.continueSerialsFrom(first);
      assistants.continueIdsFrom(first);
    },
    takeChanges(key) {
      const ids = dirty.get(key) ?? new Set<string>();
      dirty.delete(key);
      const upserts = new Map<string, ObjectRecord>();
      const deletes = new Set<string>();
      const keyParents = parentsOf(key);
      for (const id of ids) {
        const record = find(key, id);
        if (record) {
          upserts.set(`${record.kind}\n${record.id}`, record);
          if (record.id !== id) keyParents.set(id, record.id);
          continue;
        }
        deletes.add(id);
        const parent = keyParents.get(id);
        keyParents.delete(id);
        if (parent === undefined) continue;
        const thread = find(key, parent);
        if (thread) upserts.set(`${thread.kind}\n${thread.id}`, thread);
        else deletes.add(parent);
      }
      for (const id of deletes) if (upserts.has(`thread\n${id}`)) deletes.delete(id);
      const counter = assistants.exportIds(key);
      if (counter && ids.size > 0)
        upserts.set(`${counter.kind}\n${IDS_RECORD}`, {
          kind: counter.kind,
          id: IDS_RECORD,
          createdAt: 0,
          body: JSON.stringify(counter.value),
        });
      if (keyParents.size === 0) parents.delete(key);
      return { upserts: [...upserts.values()], deletes: [...deletes] };
    },
    restore(key, records) {
      const byKind = (kind: string) => records.filter((r) => r.kind === kind).map((r) => JSON.parse(r.body) as unknown);
      const keyParents = parentsOf(key);
      keyParents.clear();
      return budget.quietly(() => {
        const restoredResponses = byKind('response') as StoredResponse[];
        if (issued) reissueApprovals(issued, restoredResponses);
        let skipped = responses.restoreObjects(key, restoredResponses, byKind('conversation') as StoredConversation[]);
        skipped += chat.restoreObjects(key, byKind('chat_completion') as StoredCompletion[]);
        const assistantsRecords: AssistantsRecord[] = [];
        for (const record of [...records].sort((a, b) => a.createdAt - b.createdAt)) {
          if (!['assistant', 'thread', 'file', 'vector_store', 'assistants_ids'].includes(record.kind)) continue;
          const value = JSON.parse(record.body) as AssistantsRecord['value'];
          assistantsRecords.push({ kind: record.kind, value } as AssistantsRecord);
          if (record.kind === 'thread') {
            const thread = value as { messages: { id: string }[]; runs: { run: { id: string } }[] };
            for (const message of thread.messages) keyParents.set(message.id, record.id);
            for (const run of thread.runs) keyParents.set(run.run.id, record.id);
          }
        }
        skipped += assistants.restoreObjects(key, assistantsRecords);
        return skipped;
      });
    },
  };
}
