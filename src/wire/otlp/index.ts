// OTLP traces and logs: types, the OTLP/JSON reader (the protobuf decoder is imported from ./protobuf by the server only).
export * from './types';
export {
  anyValue,
  attributes,
  idHex,
  isOtlpExport,
  MAX_VALUE_DEPTH,
  nanosToMs,
  OtlpTooDeep,
  readLogs,
  readSpans,
} from './read';
