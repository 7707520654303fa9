// Runs INSIDE the QuickJS VM (bundled into one script): evaluates the user's zod source and converts it like zodFunction().
import { z } from 'zod';
import { zodFunction } from 'openai/helpers/zod';
import { ZOD_SANDBOX_GLOBAL, type ZodSandboxReply } from './reply';
import { structuredClonePolyfill } from './structured-clone';

const vmGlobal = globalThis as Record<string, unknown>;
vmGlobal.structuredClone ??= structuredClonePolyfill;
// Captured before any user code runs, so a schema that patches JSON cannot garble the reply envelope.
const stringify = JSON.stringify;

const reply = (value: ZodSandboxReply): string => stringify(value);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A direct eval inside a function whose only parameter the user needs is `z`: the completion value of
 * the last statement is the schema, so comments, a trailing semicolon and helper `const`s before the
 * final expression all work. It is the VM's own eval, compiling in the sandbox realm.
 */
const evaluate = new Function('z', '__zodSource', '"use strict"; return eval(__zodSource);') as (
  zod: typeof z,
  source: string,
) => unknown;

vmGlobal[ZOD_SANDBOX_GLOBAL] = (source: string): string => {
  let schema: unknown;
  try {
    schema = evaluate(z, source);
  } catch (error) {
    return reply({
      ok: false,
      phase: 'evaluate',
      name: error instanceof Error ? error.name : 'Error',
      message: messageOf(error),
    });
  }
  if (!(schema instanceof z.ZodObject))
    return reply({ ok: false, phase: 'not_object', name: 'TypeError', message: '' });
  try {
    const tool = zodFunction({ name: 'tool', parameters: schema, description: '' });
    return reply({ ok: true, parameters: tool.function.parameters as Record<string, unknown> });
  } catch (error) {
    return reply({
      ok: false,
      phase: 'convert',
      name: error instanceof Error ? error.name : 'Error',
      message: messageOf(error),
    });
  }
};
