// Derives the active branch's rows and the call-id → tool-name map, recomputed only when the branch changes.
import { useMemo, useRef } from 'react';
import { buildTimelineRows, useActiveExchanges, useSession } from '../../store';
import { functionCallOf } from '../../payloads/assistants/entries';
import { toolCallsOf } from './message-kind';

export function useTimelineRows() {
  const branch = useSession((s) => s.engine.branches[s.engine.activeBranchId]);
  const pending = useSession((s) => s.engine.pending);
  const exchanges = useActiveExchanges();
  const rows = useMemo(() => (branch ? buildTimelineRows({ branch: { ...branch, exchanges }, pending }) : []), [branch, exchanges, pending]);
  const previousNames = useRef<ReadonlyMap<string, string>>(new Map());
  const toolNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of branch?.messages ?? []) {
      if (item.style === 'chat') for (const call of toolCallsOf(item.wire)) names.set(call.id, call.name);
      else if (item.style === 'assistants') {
        const call = functionCallOf(item.wire);
        if (call) names.set(call.id, call.name);
      }
      else if (item.kind === 'tool-call' && 'call_id' in item.wire && 'name' in item.wire) names.set(String(item.wire.call_id), String(item.wire.name));
    }
    // The same map while no call was added, so rows (memoised on it) do not all redraw for every new message.
    const previous = previousNames.current;
    if (names.size === previous.size && [...names].every(([id, name]) => previous.get(id) === name)) return previous;
    previousNames.current = names;
    return names;
  }, [branch?.messages]);
  return { rows, toolNames, messageCount: branch?.messages.length ?? 0 };
}
