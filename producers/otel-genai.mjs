// OpenTelemetry's own openai instrumentation (GenAI semantic conventions; message content on log events) around the
// openai SDK (v6: the instrumentation supports openai < 7), exporting spans and logs over OTLP/protobuf to Loopscope.
// `node otel-genai.mjs responses` runs the loop on the Responses API, whose content the instrumentation puts only on
// gen_ai.client.inference.operation.details log records (OTLP_ORIGIN, when set, receives the exports instead).
import { metrics, trace } from '@opentelemetry/api';
import { logs } from '@opentelemetry/api-logs';
import { NodeTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { LoggerProvider, BatchLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OpenAIInstrumentation } from '@opentelemetry/instrumentation-openai';
import { createRequire } from 'node:module';
import { responsesWeatherLoop, weatherLoop } from './weather-loop.mjs';

const origin = process.env.LOOPSCOPE_URL;
const otlp = process.env.OTLP_ORIGIN ?? origin;
const loop = process.argv[2] === 'responses' ? responsesWeatherLoop : weatherLoop;
process.env.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT = 'true';
const tracerProvider = new NodeTracerProvider({
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${otlp}/otlp/v1/traces` }))],
});
tracerProvider.register();
const loggerProvider = new LoggerProvider({
  processors: [new BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: `${otlp}/otlp/v1/logs` }) })],
});
logs.setGlobalLoggerProvider(loggerProvider);
const instrumentation = new OpenAIInstrumentation();
instrumentation.setTracerProvider(trace.getTracerProvider());
instrumentation.setLoggerProvider(loggerProvider);
// Its metric instruments exist only once a meter provider is set (NodeSDK always sets one): without them the Responses
// result handler throws on its token-usage metric before it emits the output event (instrumentation-openai 0.21).
instrumentation.setMeterProvider(metrics.getMeterProvider());
// The instrumentation patches openai as it is required (its require hook); an ESM import would pass it by.
const { OpenAI } = createRequire(import.meta.url)('openai');
await loop(new OpenAI({ apiKey: 'sk-producer-otel', baseURL: `${origin}/v1`, maxRetries: 0 }));
await tracerProvider.forceFlush();
await loggerProvider.forceFlush();
await Promise.all([tracerProvider.shutdown(), loggerProvider.shutdown()]);
