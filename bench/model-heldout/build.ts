// Builds the own question set: invented tools per domain and questions with their accepted answers, in BFCL's format.
import type { BfclFunction } from '../bfcl/convert.ts';
import type { GroundTruthCall } from '../bfcl/score.ts';

export type Kind = 'simple' | 'multiple' | 'parallel' | 'parallel_multiple' | 'irrelevance';
export const KINDS: readonly Kind[] = ['simple', 'multiple', 'parallel', 'parallel_multiple', 'irrelevance'];

export interface OwnCase {
  id: string;
  kind: Kind;
  domain: string;
  question: { role: string; content: string }[][];
  function: BfclFunction[];
  /** null: no tool fits, the right answer calls nothing. */
  ground_truth: GroundTruthCall[] | null;
}

/** Several accepted values for one parameter (a plain value, even a list, is the one accepted value). */
export class Alt {
  constructor(readonly values: unknown[]) {}
}
export const alt = (...values: unknown[]) => new Alt(values);

type Param = [type: string, description: string, extra?: Record<string, unknown>];

/** A tool in BFCL's Python-flavoured schema; parameters marked `?` at the end of their name are optional. */
export function tool(name: string, description: string, params: Record<string, Param>): BfclFunction {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [key, [type, about, extra]] of Object.entries(params)) {
    const optional = key.endsWith('?');
    const n = optional ? key.slice(0, -1) : key;
    if (!optional) required.push(n);
    properties[n] = { type, description: about, ...extra };
  }
  return { name, description, parameters: { type: 'dict', required, properties } };
}

export type CallSpec = [tool: string, args: Record<string, unknown>];

export interface DomainSpec {
  name: string;
  tools: BfclFunction[];
  /** [kind, question, calls] — calls empty for irrelevance. */
  cases: [Kind, string, ...CallSpec[]][];
}

/**
 * The accepted call: every optional parameter the spec leaves out may be left out (or be its default). Shared by both
 * own sets; a parameter the tool does not have is a mistake in the spec, so it throws.
 */
export function truth(fn: BfclFunction, args: Record<string, unknown>): GroundTruthCall {
  const out: Record<string, unknown[]> = {};
  const props = (fn.parameters.properties ?? {}) as Record<string, { default?: unknown }>;
  for (const name of Object.keys(args)) if (!(name in props)) throw new Error(`${fn.name}: no parameter ${name}`);
  for (const [name, schema] of Object.entries(props)) {
    if (name in args) {
      const v = args[name];
      out[name] = v instanceof Alt ? v.values : [v];
    } else out[name] = 'default' in schema ? ['', schema.default] : [''];
  }
  return { [fn.name]: out };
}

/** The domain's cases: simple and parallel questions offer only the tool they call, the other kinds every tool. */
export function buildDomain(spec: DomainSpec): OwnCase[] {
  const byName = new Map(spec.tools.map((t) => [t.name, t]));
  return spec.cases.map(([kind, content, ...calls], i) => {
    const used = [...new Set(calls.map(([n]) => n))];
    for (const n of used) if (!byName.has(n)) throw new Error(`${spec.name}: no tool ${n}`);
    const offered = kind === 'simple' || kind === 'parallel' ? used.map((n) => byName.get(n)!) : spec.tools;
    return {
      id: `own_${spec.name}_${i}`,
      kind,
      domain: spec.name,
      question: [[{ role: 'user', content }]],
      function: offered,
      ground_truth: kind === 'irrelevance' ? null : calls.map(([n, args]) => truth(byName.get(n)!, args)),
    };
  });
}
