// The Responses style: its driver, and what the rest of the engine needs of it (styles.ts lists it).
import type { StyleEntry } from '../../driver';
import type { WireEntry } from '../../types';
import { sessionFromCapturedResponses } from './captured';
import { buildResponsesParams, responsesDriver, responsesTools } from './driver';
import { mistakeOf } from '../../mistakes';

export { buildResponsesParams, MCP_APPROVE, MCP_DENY, responsesDriver, toResponsesTool } from './driver';
export { sessionFromCapturedResponses } from './captured';

type ResponsesEntry = Extract<WireEntry, { style: 'responses' }>;

export const responsesStyle: StyleEntry<ResponsesEntry> = {
  style: 'responses',
  driver: responsesDriver,
  async requestParams(config) {
    // The state mode's own fields are written by the generated loop; the rest is what the engine sends.
    const manual = { ...config, options: { ...config.options, responsesState: 'manual' as const } };
    const { input: _input, ...params } = await buildResponsesParams(manual, [], async () => '');
    return params;
  },
  toolsAsSent: (config) => mistakeOf(config)?.alters.tools?.(config) ?? responsesTools(config),
  fromCapture: sessionFromCapturedResponses,
  // Items are named by their type ("edited function_call_output #4").
  forkLabel: (entry) => ('type' in entry.wire && typeof entry.wire.type === 'string' ? entry.wire.type : entry.kind),
  // Only a WebSocket session has a socket to steer on.
  steerable: (config) => config.options.responsesTransport === 'websocket',
  hasTransports: true,
};
