// The Assistants v2 driver: the timeline holds the assistant's setup, thread messages, required_action calls,
// submitted outputs and built-in run-step calls; one step runs the thread until the run needs tools or ends.
import {
  answeredCallId,
  assistantsWireKind,
  functionCallOf,
  type AssistantsWire,
} from '@loopscope/payloads/assistants/entries';
import type { DriverRequest, DriverResponse, LoopDriver } from '../../driver';
import type { EntryKind, ToolCallRequest, WireEntry } from '../../types';
import { assistantsEditedWires } from './edit';
import { assistantSetup } from './setup';
import { runAssistantsStep } from './step';

type AssistantsEntry = Extract<WireEntry, { style: 'assistants' }>;

const KINDS: Record<ReturnType<typeof assistantsWireKind>, EntryKind> = {
  setup: 'system',
  user: 'user',
  assistant: 'assistant',
  'function-call': 'tool-call',
  'builtin-call': 'tool-call',
  'tool-output': 'tool-result',
};

export function callsOf(wire: AssistantsWire): ToolCallRequest[] {
  const call = functionCallOf(wire);
  return call ? [{ callId: call.id, name: call.name, argumentsJson: call.arguments }] : [];
}

function request(job: DriverRequest<AssistantsEntry>): Promise<DriverResponse<AssistantsEntry>> {
  return runAssistantsStep(job);
}

export const assistantsDriver: LoopDriver<AssistantsEntry> = {
  style: 'assistants',
  kindOf: (wire) => KINDS[assistantsWireKind(wire)],
  callsOf,
  answersCallId: answeredCallId,
  initialEntries: (config) => [assistantSetup(config), { role: 'user', content: config.userMessage }],
  userEntry: (text) => ({ role: 'user', content: text }),
  toolResultEntry: (call, output) => ({ tool_call_id: call.callId, output }),
  request,
  conversationAfterEdit: (wires, edit) =>
    assistantsEditedWires(wires as AssistantsWire[], edit) as AssistantsEntry['wire'][] | null,
};
