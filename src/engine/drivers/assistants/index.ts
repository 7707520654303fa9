// The Assistants style: its driver, and what the rest of the engine needs of it (styles.ts lists it).
import type { StyleEntry } from '../../driver';
import type { WireEntry } from '../../types';
import { toChatTool } from '../chat/driver';
import { sessionFromCapturedAssistants } from './captured';
import { assistantsDriver } from './driver';
import { assistantSetup } from './setup';

export { assistantsDriver } from './driver';
export { sessionFromCapturedAssistants } from './captured';

type AssistantsEntry = Extract<WireEntry, { style: 'assistants' }>;

export const assistantsStyle: StyleEntry<AssistantsEntry> = {
  style: 'assistants',
  driver: assistantsDriver,
  requestParams: async (config) => ({ ...assistantSetup(config) }),
  toolsAsSent: (config) => config.tools.map(toChatTool),
  fromCapture: sessionFromCapturedAssistants,
  forkLabel: (entry) => (entry.kind === 'tool-result' ? 'tool output' : entry.kind),
  steerable: () => false,
  hasTransports: false,
};
