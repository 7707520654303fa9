// OTLP traces and logs: types, the OTLP/JSON reader (the protobuf decoder is imported from ./protobuf by the server only).
export * from './types';
export { anyValue, attributes, idHex, isOtlpExport, nanosToMs, readLogs, readSpans } from './read';
