// A shop's support desk: eight tools in three namespaces (orders, shipping, billing), every one deferred, so the model
// loads only the namespace a question needs through tool search (Responses `namespace` tools with `defer_loading`).
import type { ToolDefinition } from '../types';

const ORDERS = { name: 'orders', description: 'Look up, list and cancel shop orders.' };
const SHIPPING = { name: 'shipping', description: 'Track parcels and change where they are delivered.' };
const BILLING = { name: 'billing', description: 'Invoices, refunds and the payment card on file.' };

/** A strict object schema of string fields (every field required, nothing else allowed). */
function fields(described: Record<string, string>): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(described).map(([name, description]) => [name, { type: 'string', description }]),
  );
  return { type: 'object', properties, required: Object.keys(described), additionalProperties: false };
}

/** The implementations answer from their arguments alone, so the same question always gets the same story. */
function deskTool(
  namespace: { name: string; description: string },
  name: string,
  description: string,
  params: Record<string, string>,
  body: string,
): ToolDefinition {
  const args = Object.keys(params);
  return {
    name,
    description,
    parameters: fields(params),
    strict: true,
    source: `// ${namespace.name}.${name}: a mock of the shop's back office.\nfunction ${name}({ ${args.join(', ')} }) {\n${body}\n}\n`,
    namespace,
    deferLoading: true,
  };
}

const TRACK = `  const code = String(tracking_number).trim();
  const stops = ['Leipzig hub', 'Berlin depot', 'out for delivery', 'delivered'];
  const step = code.length % stops.length;
  return { tracking_number: code, status: stops[step], delivered: step === 3 };`;

export const shopDeskTools: ToolDefinition[] = [
  deskTool(
    ORDERS,
    'get_order_status',
    'Get the status of one order by its order id.',
    { order_id: 'The order id, e.g. A-1001' },
    "  return { order_id, status: 'paid', items: 2 };",
  ),
  deskTool(
    ORDERS,
    'list_orders',
    'List the recent orders of a customer by email.',
    { customer_email: "The customer's email address" },
    "  return { customer_email, orders: ['A-1001', 'A-0987'] };",
  ),
  deskTool(
    ORDERS,
    'cancel_order',
    'Cancel an order that has not shipped yet.',
    { order_id: 'The order id', reason: 'Why the customer cancels' },
    '  return { order_id, cancelled: true, reason };',
  ),
  deskTool(
    SHIPPING,
    'track_parcel',
    'Track a parcel by its tracking number and say where it is now.',
    { tracking_number: 'The carrier tracking number' },
    TRACK,
  ),
  deskTool(
    SHIPPING,
    'change_delivery_address',
    'Send a parcel that has not been delivered to another address.',
    { tracking_number: 'The carrier tracking number', address: 'The new street address' },
    '  return { tracking_number, address, changed: true };',
  ),
  deskTool(
    BILLING,
    'get_invoice',
    'Get the invoice of an order as a download link.',
    { order_id: 'The order id' },
    "  return { order_id, url: 'https://shop.example/invoices/' + order_id + '.pdf' };",
  ),
  deskTool(
    BILLING,
    'refund_payment',
    'Refund an amount of an order to the card it was paid with.',
    { order_id: 'The order id', amount: 'The amount in euros' },
    '  return { order_id, refunded: Number(amount), currency: "EUR" };',
  ),
  deskTool(
    BILLING,
    'update_payment_card',
    'Send the customer a link to change the payment card on file.',
    { customer_email: "The customer's email address" },
    '  return { customer_email, link_sent: true };',
  ),
];
