// The explanation of a batch of planned calls: why each tool (once per part), how a part fans out (once), then each call's item.
import type { PlannedCall } from './planned-call.ts';

/**
 * Calls of one part share why their tool was picked, and calls of one fan-out share how it was split: each is said
 * once, then every call's own item and where its values came from ("picked t (...); one call per place named (...);
 * item 1 of 3, "Paris": city from 'Paris'; item 2 of 3, ...").
 */
export function explainCalls(calls: readonly PlannedCall[]): string {
  const out: string[] = [];
  let last: PlannedCall | undefined;
  for (const c of calls) {
    const samePart = last !== undefined && last.choice === c.choice && last.name === c.name;
    if (!samePart) out.push(c.choice);
    if (c.split !== '' && !(samePart && last!.split === c.split)) out.push(c.split);
    if (c.item !== '') out.push(c.item);
    last = c;
  }
  return out.join('; ');
}
