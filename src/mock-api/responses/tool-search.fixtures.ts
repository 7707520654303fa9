// Test fixtures: one of each tool-search shape, typed with the installed SDK's types (`tsc` fails if a shape drifts from 7.59).
import type {
  NamespaceTool,
  ResponseCreateParamsNonStreaming,
  ResponseFunctionToolCall,
  ResponseInputItem,
  ResponseToolSearchCall,
  ResponseToolSearchOutputItem,
  ResponseToolSearchOutputItemParam,
  ToolSearchTool,
} from 'openai/resources/responses/responses';

const trackParcel = {
  type: 'function',
  name: 'track_parcel',
  description: 'Track a parcel by its tracking number and say where it is now.',
  parameters: {
    type: 'object',
    properties: { tracking_number: { type: 'string' } },
    required: ['tracking_number'],
    additionalProperties: false,
  },
  strict: true,
} as const;

export const hostedSearch = { type: 'tool_search' } satisfies ToolSearchTool;

export const clientSearch = {
  type: 'tool_search',
  execution: 'client',
  description: 'Find the shop tools that fit a question.',
  parameters: {
    type: 'object',
    properties: { goal: { type: 'string' } },
    required: ['goal'],
    additionalProperties: false,
  },
} satisfies ToolSearchTool;

export const shippingNamespace = {
  type: 'namespace',
  name: 'shipping',
  description: 'Track parcels and change where they are delivered.',
  tools: [{ ...trackParcel, defer_loading: true }],
} satisfies NamespaceTool;

export const billingNamespace = {
  type: 'namespace',
  name: 'billing',
  description: 'Invoices, refunds and the payment card on file.',
  tools: [
    {
      type: 'function',
      name: 'get_invoice',
      description: 'Get the invoice of an order.',
      parameters: {
        type: 'object',
        properties: { order_id: { type: 'string' } },
        required: ['order_id'],
        additionalProperties: false,
      },
      strict: true,
      defer_loading: true,
    },
  ],
} satisfies NamespaceTool;

export const question = 'Where is my parcel? The tracking number is 1Z999AA10123456784.';

export const hostedRequest = {
  model: 'gpt-5.5',
  input: question,
  tools: [hostedSearch, shippingNamespace, billingNamespace],
} satisfies ResponseCreateParamsNonStreaming;

/** What a hosted search adds to the output before the call: both items, the server's own (no call_id). */
export const hostedCall = {
  id: 'tsc_1',
  type: 'tool_search_call',
  arguments: { query: 'track parcel' },
  call_id: null,
  execution: 'server',
  status: 'completed',
} satisfies ResponseToolSearchCall;

export const hostedOutput = {
  id: 'tso_1',
  type: 'tool_search_output',
  call_id: null,
  execution: 'server',
  status: 'completed',
  tools: [{ type: 'namespace', name: 'shipping', description: shippingNamespace.description, tools: [trackParcel] }],
} satisfies ResponseToolSearchOutputItem;

export const namespacedCall = {
  id: 'fc_1',
  type: 'function_call',
  status: 'completed',
  arguments: '{"tracking_number":"1Z999AA10123456784"}',
  call_id: 'call_1',
  name: 'track_parcel',
  namespace: 'shipping',
} satisfies ResponseFunctionToolCall;

/** A client-executed search as input: the model's call and the caller's answer with the tools it loaded. */
export const clientCallInput = {
  type: 'tool_search_call',
  call_id: 'call_search_1',
  execution: 'client',
  arguments: { goal: 'track parcel' },
  status: 'completed',
} satisfies ResponseInputItem;

export const clientOutputInput = {
  type: 'tool_search_output',
  call_id: 'call_search_1',
  execution: 'client',
  status: 'completed',
  tools: [{ type: 'namespace', name: 'shipping', description: shippingNamespace.description, tools: [trackParcel] }],
} satisfies ResponseToolSearchOutputItemParam;
