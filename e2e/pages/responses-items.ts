// The weather walkthrough's Responses items, in order, as the timeline labels them: what every state mode ends with.
export const WEATHER_ITEM_KINDS = [
  'message · system',
  'message · user',
  'function_call',
  'function_call',
  'function_call',
  'function_call_output',
  'function_call_output',
  'function_call_output',
  'message · assistant',
];
