// The zod schema of a lesson file: a typed step list that drives the playground, plus markdown prose per language.
import '../zod-setup';
import { z } from 'zod';
import { PAYLOAD_STYLE_NAMES } from '@loopscope/payloads/payload-styles';

export const LESSON_FORMAT = 'loopscope-lesson';
export const LESSON_VERSION = 1;
/** The languages lesson prose is written in; English is required, the others are offered when present. */
export const LESSON_LANGUAGES = ['en', 'ko', 'pl'] as const;
export type LessonLanguage = (typeof LESSON_LANGUAGES)[number];

const text = z.string();
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes (e.g. "tool-calls")');
/** Requests are counted from 1, as the timeline numbers them. */
const requestNumber = z.number().int().min(1);
const side = z.enum(['request', 'response']);
const apiStyle = z.enum(PAYLOAD_STYLE_NAMES);
/**
 * One HTTP call of a request that makes several (Assistants: create the thread, add a message, start the run, poll…),
 * as `METHOD /path` after `/v1` with `*` for one id segment (`POST /threads/<*>/runs` written without the brackets); the first match is meant.
 * Left out: the request's last call (the one that brought its answer).
 */
/** Which of several calls matching `call` (polls repeat the same call): the first (default) or the last. */
const occurrence = z.enum(['first', 'last']);
// Or `mcp <method>`: an exchange of the MCP wire in that request's step, by its JSON-RPC method ("mcp tools/call").
const call = z
  .string()
  .regex(
    /^(?:(?:GET|POST|DELETE) \/[A-Za-z0-9_*/.-]*|mcp [a-z][A-Za-z/_]*)$/,
    'expected a method and a path after /v1, e.g. "POST /threads/*/runs", or "mcp" and a JSON-RPC method, e.g. "mcp tools/call"',
  );

export const highlightTargetSchema = z.discriminatedUnion('in', [
  /** A field of a recorded body, by its JSON path (`messages[2].tool_calls[0].id`). */
  z.strictObject({
    in: z.literal('inspector'),
    request: requestNumber,
    call: call.optional(),
    occurrence: occurrence.optional(),
    side,
    path: text.min(1),
  }),
  /** A card of the timeline, by its index in the messages list. */
  z.strictObject({ in: z.literal('timeline'), message: z.number().int().nonnegative() }),
]);

/** A question's answer as the room reads it: one text, or one per prose language (English required). */
const askChoice = z.union([
  text.min(1),
  z.strictObject({ en: text.min(1), ko: text.min(1).optional(), pl: text.min(1).optional() }),
]);
/** A prediction's choice: its label read like a question's answer (wire names as one text, words per language), and the value it stands for. */
const choice = z.strictObject({ label: askChoice, value: z.unknown() });

/** Every step type, each with the fields it needs; `id` links the step to its prose section. */
export const STEP_SCHEMAS = {
  /** Start over from a scenario of the scenario picker. */
  load: z.strictObject({
    id,
    type: z.literal('load'),
    scenario: text.min(1),
    apiStyle: apiStyle.optional(),
    /** Responses only: who keeps the conversation (the whole history in `input`, a chain, or a Conversation). */
    responsesState: z.enum(['manual', 'previous_response_id', 'conversation']).optional(),
    /** Responses only: HTTP (the default) or WebSocket mode, one socket with a `response.create` frame per step. */
    responsesTransport: z.enum(['http', 'websocket']).optional(),
  }),
  /** Run the loop until this many requests are recorded (or to its end when `requests` is left out). */
  run: z.strictObject({ id, type: z.literal('run'), requests: requestNumber.optional() }),
  highlight: z.strictObject({ id, type: z.literal('highlight'), target: highlightTargetSchema }),
  /** Narration only. */
  explain: z.strictObject({ id, type: z.literal('explain') }),
  /** A question for the room; `answer` is the index of the right choice. */
  ask: z.strictObject({
    id,
    type: z.literal('ask'),
    choices: z.array(askChoice).min(2),
    answer: z.number().int().nonnegative(),
  }),
  /** Predict what a payload field will hold; the answer is judged against the recorded bytes, not against the file. */
  predict: z.strictObject({
    id,
    type: z.literal('predict'),
    request: requestNumber,
    call: call.optional(),
    side,
    path: text.min(1),
    choices: z.array(choice).min(1),
  }),
  /** Send a follow-up user message and run the loop to its end. */
  continue: z.strictObject({ id, type: z.literal('continue'), message: text.min(1) }),
  /** A break-it lab: send a broken request for real and show the real error. */
  lab: z.strictObject({ id, type: z.literal('lab'), lab: text.min(1) }),
} as const;

export type StepType = keyof typeof STEP_SCHEMAS;
export const STEP_TYPES = Object.keys(STEP_SCHEMAS) as StepType[];

export const stepSchema = z.discriminatedUnion(
  'type',
  Object.values(STEP_SCHEMAS) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

export const lessonFileSchema = z.strictObject({
  format: z.literal(LESSON_FORMAT),
  version: z.literal(LESSON_VERSION),
  id,
  /** The scenario the lesson starts from; `load` steps may switch to others later. */
  scenario: text.min(1),
  /** The API style the lesson speaks (default Chat Completions); `load` steps may switch. */
  apiStyle: apiStyle.optional(),
  steps: z.array(stepSchema).min(1),
  /** Markdown per language: a `# Title`, an introduction, then one section per step (see lesson-prose.ts). */
  prose: z.strictObject({ en: text.min(1), ko: text.min(1).optional(), pl: text.min(1).optional() }),
});

export type HighlightTarget = z.infer<typeof highlightTargetSchema>;
export type LessonStep = { [K in StepType]: z.infer<(typeof STEP_SCHEMAS)[K]> }[StepType];
export type LessonStepOf<K extends StepType> = Extract<LessonStep, { type: K }>;
export type PredictChoice = z.infer<typeof choice>;
export type LessonFile = Omit<z.infer<typeof lessonFileSchema>, 'steps'> & { steps: LessonStep[] };
