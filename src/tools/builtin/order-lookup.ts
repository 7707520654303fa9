// A custom (freeform) tool: the model sends an order code as plain text, shaped by a regex grammar, not JSON arguments.

const ORDER_LOOKUP_SOURCE = `// A custom tool's implementation takes one string: the model's input, exactly as sent (no JSON to parse).
function order_lookup(input) {
  const code = String(input).trim();
  if (!/^[A-Z]{2}-\\d{4}$/.test(code)) throw new TypeError('Not an order code: "' + code + '" (expected two letters, a dash, four digits)');
  // The status follows from the digits, so the same code always tells the same story.
  const statuses = ['packed', 'shipped', 'out for delivery', 'delivered'];
  const digits = Number(code.slice(3));
  return { order: code, status: statuses[digits % statuses.length], eta_days: digits % 5 };
}
`;

export const orderLookupTool = {
  name: 'order_lookup',
  description: 'Look up a shop order by its order code, e.g. KX-2048',
  // Not sent for a custom tool: it has no JSON parameters.
  parameters: { type: 'object', properties: {} },
  strict: false,
  source: ORDER_LOOKUP_SOURCE,
  custom: { format: { type: 'grammar' as const, syntax: 'regex' as const, definition: '^[A-Z]{2}-\\d{4}$' } },
};
