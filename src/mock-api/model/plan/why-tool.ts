// Why a tool was picked, in words: the words it shares with the request, and its margin over the nearest rival.
import { type ToolScore } from './tool-match.ts';

/** Why this tool: the words it shares with the request, and by how much it beats its nearest rival. */
export function whyTool(s: ToolScore, rival?: ToolScore): string {
  const why = `picked ${s.tool.name} (the request says ${s.hits
    .slice(0, 4)
    .map((h) => `'${h}'`)
    .join(', ')})`;
  if (!rival) return why;
  return `${why}, not ${rival.tool.name} (score ${s.score.toFixed(1)} against ${rival.score.toFixed(1)}${
    rival.hits.length > 0
      ? `; it shares only ${rival.hits
          .slice(0, 3)
          .map((h) => `'${h}'`)
          .join(', ')}`
      : ''
  })`;
}
