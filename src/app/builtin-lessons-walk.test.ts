// The seed 002, 003 and 004 lessons followed to the end over the real engine and the mock: every step acts without error,
// every inspector highlight lands on a field that exists in the recorded bytes, and the seeds' answers are the right predictions.
import { describe, expect, it, vi } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { BUILTIN_LESSONS } from '../features/workshop/lessons/index';
import { createLessonStore, createSessionStore, highlightOf, recordedBody, type LessonStepOf } from '../store';
import { parsePath, readPath } from '@loopscope/wire/json-path';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { seed001Config } from '@loopscope/seed-scenarios';
import { createScenarios } from './scenarios';
import { createMockMcpHandler, handlerFetch } from '@loopscope/mock-api/mcp/index';

/** The answers the seeds give (002: manual state resends the history, a chain sends only the new message; 003: items; 004: requires_action). */
const SEED_ANSWERS: Record<string, Record<string, unknown>> = {
  'seed-002-conversation-state': { 'predict-manual-input': 'reasoning', 'predict-chain-input': ['user'] },
  'seed-003-items-vs-messages': {
    'predict-output-types': ['function_call', 'function_call', 'function_call'],
    'predict-output-item': 'function_call_output',
  },
  'seed-004-assistants-runs': { 'predict-run-status': 'requires_action' },
  // The hosted mcp tool: the API lists the server's tools and calls one itself, so the answer comes in the same response.
  'mcp-tools-from-a-server': { 'predict-hosted-output': ['mcp_list_tools', 'mcp_call', 'message'] },
  // The same MCP tool over both revisions: no predictions, every highlight on an MCP exchange of the loop's first step.
  'mcp-today-two-revisions': {},
};

function setup(lessonId: string) {
  // The built-in MCP server in process, as the page reaches it.
  const mcpFetch = () => handlerFetch(createMockMcpHandler());
  const { engine } = lessonId.startsWith('seed-004')
    ? createAssistantsHarness(seed001Config())
    : createHarness({ mcpFetch });
  const session = createSessionStore(engine);
  const lessons = createLessonStore({ session, scenarios: createScenarios(), labs: LABS, builtins: BUILTIN_LESSONS });
  return { session, lessons };
}

describe('seed lessons followed to the end', () => {
  it.each(Object.keys(SEED_ANSWERS))(
    '%s',
    async (lessonId) => {
      const { session, lessons } = setup(lessonId);
      await lessons.getState().open(lessonId);
      expect(lessons.getState().error).toBeNull();
      const steps = lessons.getState().active!.file.steps;
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        expect(lessons.getState().index).toBe(i);
        expect(lessons.getState().error, step.id).toBeNull();
        if (step.type === 'predict') {
          await lessons.getState().predict(step.id, SEED_ANSWERS[lessonId]![step.id]);
          expect(lessons.getState().predictions[step.id]?.right, step.id).toBe(true);
        }
        if (step.type === 'highlight' && step.target.in === 'inspector') {
          // An MCP exchange's server-sent stream may still be closing when the step begins; the player waits for it as well.
          await vi.waitFor(() => expect(highlightOf(session, step), step.id).not.toBeNull());
          const { target } = step as LessonStepOf<'highlight'> & { target: { in: 'inspector' } };
          const body = recordedBody(session, target.request, target.side, target.call, target.occurrence);
          expect(readPath(body, parsePath(target.path)!), step.id).not.toBeUndefined();
        }
        // Seed 002's WebSocket steps run over one socket; the steps after them are back on HTTP.
        if (step.type === 'highlight' && lessonId.startsWith('seed-002')) {
          const { engine } = session.getState();
          const wires = engine.branches[engine.activeBranchId]!.exchanges.map((e) => e.wire ?? 'http');
          expect(new Set(wires), step.id).toEqual(new Set([step.id.startsWith('websocket') ? 'websocket' : 'http']));
        }
        await lessons.getState().next();
      }
      expect(lessons.getState().error).toBeNull();
      expect(lessons.getState().index).toBe(steps.length - 1);
    },
    60_000,
  );
});
