// "Did you mean": the closest of a few names to a misspelt one, by edit distance (a swap of two letters counts as one edit).

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate `name` was most likely meant as, or undefined when none is close (case and `_`/`-` differences count as near). */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = fold(candidate) === fold(name) ? 0 : editDistance(name.toLowerCase(), candidate.toLowerCase());
    // Short names allow one edit, longer ones two: `locaton` → `location`, but not `id` → `ip`-style coincidences beyond that.
    const allowed = Math.max(name.length, candidate.length) <= 4 ? 1 : 2;
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
