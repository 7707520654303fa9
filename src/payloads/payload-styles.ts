// The payload domain's registry of API styles: one entry per style (its folder under payloads/ holds the entry), which
// the doctor, loop grouping, recorded runs, step models, trace bodies, code export and the session schema ask.
import type { WireStyle } from '@loopscope/wire/endpoint-style';
import { ASSISTANTS_PAYLOAD_STYLE } from './assistants/payload-style';
import { CHAT_PAYLOAD_STYLE } from './chat/payload-style';
import type { PayloadStyle, PayloadStyleName, TraceShape } from './payload-style';
import { RESPONSES_PAYLOAD_STYLE } from './responses/payload-style';
import type { ApiStyle as TraceStyle } from './traces/call-parts';

export type {
  PayloadStyle,
  PayloadStyleName,
  SdkEndpoint,
  StepReading,
  ToolResultSlot,
  ToolUse,
  TraceShape,
} from './payload-style';

export const PAYLOAD_STYLES = {
  chat: CHAT_PAYLOAD_STYLE,
  responses: RESPONSES_PAYLOAD_STYLE,
  assistants: ASSISTANTS_PAYLOAD_STYLE,
} as const satisfies { readonly [S in PayloadStyleName]: PayloadStyle };

/** Every style's name, for schemas that accept any style and rules that apply to every one. */
export const PAYLOAD_STYLE_NAMES = Object.keys(PAYLOAD_STYLES) as [PayloadStyleName, ...PayloadStyleName[]];

/** The entry of a call's style, or null for an exchange of no API style (`other`: MCP traffic, files, models). */
export function payloadStyleOf(style: WireStyle | string): PayloadStyle | null {
  return Object.hasOwn(PAYLOAD_STYLES, style) ? PAYLOAD_STYLES[style as PayloadStyleName] : null;
}

/** How a style a trace names writes its bodies (only styles with a trace shape are ever named). */
export function traceShapeOf(style: TraceStyle): TraceShape {
  const shape = PAYLOAD_STYLES[style].trace;
  if (!shape) throw new Error(`No trace shape for ${style}`);
  return shape;
}
