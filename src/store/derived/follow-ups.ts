// The follow-up questions worth offering: a scenario's own, only while the session still asks that scenario's question.
import type { EngineState } from '@loopscope/engine/types';
import type { ScenarioChoice } from '../session/services';

/**
 * The follow-ups of the scenario wording (English or a translation) whose question the session asks, minus those already
 * asked on the active branch. None once the question was changed: "What about Paris?" fits only the weather question.
 */
export function followUpsFor(scenario: ScenarioChoice | undefined, engine: EngineState): string[] {
  if (!scenario) return [];
  const wordings = [
    { userMessage: scenario.config.userMessage, followUps: scenario.followUps },
    ...Object.values(scenario.translations ?? {}),
  ];
  const wording = wordings.find((w) => w.userMessage === engine.config.userMessage);
  const messages = engine.branches[engine.activeBranchId]?.messages ?? [];
  // A user message in any style (Chat messages, Responses input items) carries the question as its string content.
  const asked = new Set(
    messages.flatMap((m) => {
      const wire = m.wire as { role?: unknown; content?: unknown };
      return wire.role === 'user' && typeof wire.content === 'string' ? [wire.content] : [];
    }),
  );
  return (wording?.followUps ?? []).filter((f) => !asked.has(f));
}
