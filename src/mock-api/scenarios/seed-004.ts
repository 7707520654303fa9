// Seed 004's Assistants walkthrough: the weather bot's two functions, the maths tutor, and the v1 payloads as written.

/** The weather bot's tools exactly as seed 004 defines them (descriptions translated from the Korean original). */
export const SEED_004_WEATHER_TOOLS = [
  {
    type: 'function' as const,
    function: {
      name: 'getCurrentWeather',
      description: 'Get the weather in location',
      parameters: {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'The city and state e.g. San Francisco, CA' },
          unit: { type: 'string', enum: ['c', 'f'] },
        },
        required: ['location'],
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'getNickname',
      description: 'Get the nickname of a city',
      parameters: {
        type: 'object',
        properties: { location: { type: 'string', description: 'The city and state e.g. San Francisco, CA' } },
        required: ['location'],
      },
    },
  },
];

/**
 * The model the v2 assistants are made with: seed 004 names gpt-4 and gpt-4-turbo-preview, both past their shutdown
 * dates, so one with no announced date (as the seed 004 scenarios of the catalogue use), so these payloads work on any day.
 */
const SEED_004_MODEL = 'gpt-5.5';

export const SEED_004_WEATHER_ASSISTANT = {
  instructions: 'You are a weather bot. Use the provided functions to answer questions.',
  tools: SEED_004_WEATHER_TOOLS,
  model: SEED_004_MODEL,
};

export const SEED_004_WEATHER_QUESTION =
  "What's the weather in San Francisco? Also, what's the nickname of Los Angeles?";

export const SEED_004_MATH_ASSISTANT = {
  instructions: 'You are a personal math tutor. Write and run code to answer math questions.',
  name: 'Math Tutor',
  tools: [{ type: 'code_interpreter' as const }],
  model: SEED_004_MODEL,
};

export const SEED_004_MATH_QUESTION = 'I need to solve the equation `3x + 11 = 14`. Can you help me?';

/** The run's extra instructions from the seed. */
export const SEED_004_RUN_INSTRUCTIONS = 'Please address the user as Jane Doe. The user has a premium account.';

/**
 * The seed's retrieval assistant in its v1 form: `retrieval` and `file_ids` are what v2 rejects. Kept as written, model
 * included: gpt-4-turbo-preview is past its shutdown (2026-03-26), but `file_ids` is refused before the model is looked up.
 */
export const SEED_004_V1_RETRIEVAL_ASSISTANT = {
  instructions: 'You are a customer support chatbot. Use your knowledge base to best respond to customer queries.',
  name: 'Math Tutor',
  tools: [{ type: 'retrieval' }],
  model: 'gpt-4-turbo-preview',
  file_ids: ['file_123abc456'],
};
