// A timeline's Chat messages as the wire carried them: what a Chat-only reader (seed 000's handoff) takes of any branch.

/** The Chat messages of a timeline, as the wire carried them (entries of other styles left out). */
export function chatMessages(entries: readonly { style: string; wire: object }[]): Record<string, unknown>[] {
  return entries.filter((e) => e.style === 'chat').map((e) => e.wire as Record<string, unknown>);
}
