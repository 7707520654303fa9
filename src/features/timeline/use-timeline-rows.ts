// Derives the active branch's rows and the call-id → tool-name map, recomputed only when the branch changes.
import { useMemo, useRef } from 'react';
import { buildTimelineRows, useActiveExchanges, useSession } from '../../store';
import { timelineStyle } from './item-view';

export function useTimelineRows() {
  const branch = useSession((s) => s.engine.branches[s.engine.activeBranchId]);
  const pending = useSession((s) => s.engine.pending);
  const exchanges = useActiveExchanges();
  const rows = useMemo(
    () => (branch ? buildTimelineRows({ branch: { ...branch, exchanges }, pending }) : []),
    [branch, exchanges, pending],
  );
  const previousNames = useRef<ReadonlyMap<string, string>>(new Map());
  const toolNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of branch?.messages ?? [])
      for (const [id, name] of timelineStyle(item.style).calls(item)) names.set(id, name);
    // The same map while no call was added, so rows (memoised on it) do not all redraw for every new message.
    const previous = previousNames.current;
    if (names.size === previous.size && [...names].every(([id, name]) => previous.get(id) === name)) return previous;
    previousNames.current = names;
    return names;
  }, [branch?.messages]);
  return { rows, toolNames, messageCount: branch?.messages.length ?? 0 };
}
