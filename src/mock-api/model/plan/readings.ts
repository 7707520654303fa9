// One plan's readings of a request by each tool's parameters: the planner, the part splitter and the fan-out rules ask
// one tool about the same stretch of text many times, so each (tool, stretch) is read once and the result passed on.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { extractArguments } from './extract-args.ts';
import { baseSchema, parametersOf, propertiesOf, requiredOf, type JsonSchema } from '../understand/schema-view.ts';

/** What one tool reads in one stretch of text (shared by every rule that asks: read only; copy `args` to change it). */
export interface Reading {
  args: Readonly<Record<string, unknown>>;
  /** Where each value came from (its words in the text), by parameter path. */
  sources: ReadonlyMap<string, string>;
  /** The rule that read a value, by parameter path, where one is worth saying ("a UK postcode"). */
  rules: ReadonlyMap<string, string>;
  /** Required top-level parameters the text gives no value for. */
  missing: readonly string[];
  /** Top-level parameters the text ties to them by their own words, unit or form. */
  tied: ReadonlySet<string>;
  /** Required one-value parameters the text gives a value for (not a fallback, not the text's gist). */
  given: ReadonlySet<string>;
  /** True when no required parameter is left without a value. */
  complete: boolean;
}

export interface ReadAs {
  /** The place this call is about, when the request names several (one call each). */
  entity?: string;
  /** Strict mode: every property present, optional ones null or their default when not found. */
  strict?: boolean;
}

/** One tool's readings, by stretch of text and the way it is read. */
export class ToolReader {
  readonly schema: JsonSchema;
  private readonly done = new Map<string, Reading>();

  constructor(
    readonly tool: FunctionDefinition,
    readonly now: Date,
  ) {
    this.schema = parametersOf(tool);
  }

  read(text: string, as: ReadAs = {}): Reading {
    const key = `${as.strict ? 1 : 0}\u0000${as.entity ?? ''}\u0000${text}`;
    const known = this.done.get(key);
    if (known) return known;
    const sources = new Map<string, string>();
    const rules = new Map<string, string>();
    const missing: string[] = [];
    const tied = new Set<string>();
    const gists = new Set<string>();
    const args = extractArguments(
      this.schema,
      {
        text,
        entity: as.entity,
        now: this.now,
        strict: as.strict === true,
        missing,
        tied,
        gists,
        rules,
        tool: this.tool.name,
      },
      sources,
    );
    // A list parameter takes all the items of its stretch ("sides 1, 2 and 3"): its values never start a new call.
    const lists = new Set(
      propertiesOf(this.schema)
        .filter(([, p]) => baseSchema(p).type === 'array')
        .map(([n]) => n),
    );
    const required = requiredOf(this.schema).filter((n) => !lists.has(n));
    // The gist of the whole text stands in for a missing value: it gives nothing. A value a rule read is given, even
    // when it is all the text is about ("the forecast for Hull" is about "Hull").
    const given = new Set([...sources.keys()].filter((k) => !k.includes('.') && required.includes(k) && !gists.has(k)));
    const reading: Reading = {
      args,
      sources,
      rules,
      missing,
      tied,
      given,
      complete: missing.length === 0 && required.every((k) => given.has(k)),
    };
    this.done.set(key, reading);
    return reading;
  }
}

/** Every tool's reader for one plan (the plan's lifetime bounds what it keeps). */
export class Readings {
  private readonly readers = new Map<FunctionDefinition, ToolReader>();

  constructor(readonly now: Date) {}

  of(tool: FunctionDefinition): ToolReader {
    let reader = this.readers.get(tool);
    if (!reader) this.readers.set(tool, (reader = new ToolReader(tool, this.now)));
    return reader;
  }
}
