// Arize's OpenInference instrumentation (llm.input_messages.N.…, openinference.span.kind), as Phoenix collects it,
// around the openai SDK, exporting spans over OTLP/HTTP in its JSON encoding to Loopscope.
import { createRequire } from 'node:module';
import { NodeTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OpenAIInstrumentation } from '@arizeai/openinference-instrumentation-openai';
import { weatherLoop } from './weather-loop.mjs';

const origin = process.env.LOOPSCOPE_URL;
const tracerProvider = new NodeTracerProvider({
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${origin}/otlp/v1/traces` }))],
});
tracerProvider.register();
const instrumentation = new OpenAIInstrumentation();
instrumentation.setTracerProvider(tracerProvider);
const openai = createRequire(import.meta.url)('openai');
// Loaded through require, but patched explicitly too: the instrumentation's own advice for bundled or ESM apps.
instrumentation.manuallyInstrument(openai);
await weatherLoop(new openai.OpenAI({ apiKey: 'sk-producer-openinference', baseURL: `${origin}/v1`, maxRetries: 0 }));
await tracerProvider.forceFlush();
await tracerProvider.shutdown();
