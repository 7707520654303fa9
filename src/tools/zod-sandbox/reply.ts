// The contract between the bundled zod entry (inside the VM) and the host that reads its reply.

/** The VM global the bundle defines; the host calls it with the user's source as a JSON string literal. */
export const ZOD_SANDBOX_GLOBAL = '__loopscope_zodToParameters';

/** Which step failed decides the wording the user sees. */
export type ZodSandboxPhase = 'evaluate' | 'not_object' | 'convert';

export type ZodSandboxReply =
  | { ok: true; parameters: Record<string, unknown> }
  | { ok: false; phase: ZodSandboxPhase; name: string; message: string };
