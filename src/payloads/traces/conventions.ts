// The trace conventions and formats an exchange can be rebuilt from, by the name a view shows (product names: the same
// in every language). A new trace source adds its name here; views read this table, never branch on the source.
import type { TraceOrigin } from '@loopscope/wire/exchange';

export const TRACE_CONVENTION_NAMES: Readonly<Record<TraceOrigin['convention'], string>> = {
  gen_ai: 'OpenTelemetry GenAI',
  openinference: 'OpenInference',
  ai_sdk: 'Vercel AI SDK telemetry',
  agents: 'OpenAI Agents SDK',
  langfuse: 'Langfuse',
};
