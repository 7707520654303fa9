// Public surface of the wire-views feature: the Responses views (server-side context, Messages vs items).
export { WireViews } from './WireViews';
