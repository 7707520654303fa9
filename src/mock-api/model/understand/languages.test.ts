// The mock model in the app's other languages: a Korean or Polish question finds its tool and is answered in its own
// language, and text results (search results) are digested, never copied and cut mid-word.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { replyLanguage } from './reply-language.ts';
import { formatLanguage } from './languages.ts';

const NOW = new Date('2026-11-29T12:00:00Z');

const searchWeb: FunctionDefinition = {
  name: 'search_web',
  description: 'Search the web and return the top results as text',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string', description: 'What to search for' } },
    required: ['query'],
    additionalProperties: false,
  },
};

const getWeather: FunctionDefinition = {
  name: 'get_weather',
  description: 'Get current temperature for a given city.',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
};

/** Seed 000's search results as the built-in tool writes them: a numbered list, each with its address and a snippet. */
const RESULTS = [
  'Search results for "GIL":',
  '1. Python Global Interpreter Lock (GIL) - Python Wiki (https://wiki.python.org/moin/GlobalInterpreterLock)',
  '   The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython.',
  '2. PEP 703 - Making the Global Interpreter Lock Optional (https://peps.python.org/pep-0703/)',
  '   Proposes a build of CPython without the GIL (free-threaded Python), available since 3.13.',
].join('\n');

function reply(messages: ChatCompletionMessageParam[], tools: FunctionDefinition[]) {
  return generateReply({
    messages,
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });
}

/** The loop of one search: the question, the model's call, the tool's result, then the model's answer. */
function searched(question: string) {
  const first = reply([{ role: 'user', content: question }], [searchWeb]);
  expect(first.toolCalls.map((c) => c.name)).toEqual(['search_web']);
  const call = { id: 'call_1', type: 'function' as const, function: first.toolCalls[0]! };
  return reply(
    [
      { role: 'user', content: question },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: RESULTS },
    ],
    [searchWeb],
  );
}

describe('the language of the question', () => {
  it('is Korean for Hangul, Polish for its letters or words, else English', () => {
    expect(replyLanguage('파이썬 GIL이 뭔지 검색해줘')).toBe('ko');
    expect(replyLanguage('Wyszukaj, czym jest GIL w Pythonie')).toBe('pl');
    expect(replyLanguage('Jaka pogoda jest w Gdańsku?')).toBe('pl');
    expect(replyLanguage('Search the web for what the Python GIL is.')).toBe('en');
    expect(replyLanguage('¿Hace frío en León?')).toBe('en');
  });
});

describe('a search asked in Korean, Polish and English', () => {
  it('calls the search tool and answers in the language asked, with a digest of the results', () => {
    const ko = searched('파이썬 GIL이 뭔지 검색해줘').content!;
    expect(ko.startsWith('찾은 내용입니다:')).toBe(true);
    const pl = searched('Wyszukaj, czym jest GIL w Pythonie').content!;
    expect(pl.startsWith('Oto, co znalazłem:')).toBe(true);
    const en = searched('Search the web for what the Python GIL is.').content!;
    expect(en.startsWith("Here's what I found:")).toBe(true);
    for (const answer of [ko, pl, en]) {
      // Each result as its title and first sentence, without the addresses; nothing cut off mid-word.
      expect(answer).toContain(
        '- Python Global Interpreter Lock (GIL) - Python Wiki: The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython.',
      );
      expect(answer).toContain(
        '- PEP 703 - Making the Global Interpreter Lock Optional: Proposes a build of CPython without the GIL (free-threaded Python), available since 3.13.',
      );
      expect(answer).not.toContain('https://');
    }
  });

  it('asks back for a missing value in the language asked', () => {
    expect(reply([{ role: 'user', content: '날씨 어때?' }], [getWeather]).content).toBe(
      '`get_weather`(으)로 할 수 있지만, 먼저 `city` 값을 알아야 해요. 알려 주시겠어요?',
    );
    expect(reply([{ role: 'user', content: 'Jaka jest pogoda?' }], [getWeather]).content).toBe(
      'Mogę to zrobić za pomocą `get_weather`, ale najpierw muszę znać `city`. Podasz?',
    );
    expect(reply([{ role: 'user', content: "What's the weather?" }], [getWeather]).content).toBe(
      'I can do that with `get_weather`, but I need to know the `city` first. Could you tell me?',
    );
  });
});

describe('an agent handed notes and no tools (the handoff specialist)', () => {
  const system: ChatCompletionMessageParam = {
    role: 'system',
    content:
      'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.',
  };

  it('explains handed-over search results, as its instructions say, instead of a fixed sentence', () => {
    const answer = reply([system, { role: 'user', content: RESULTS }], []).content!;
    expect(answer).toBe(
      'Put simply: The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython. Also, PEP 703 - Making the Global Interpreter Lock Optional: Proposes a build of CPython without the GIL (free-threaded Python), available since 3.13.',
    );
  });

  it('works from the answer a handed-over conversation holds when asked to take over', () => {
    const call = {
      id: 'call_1',
      type: 'function' as const,
      function: { name: 'search_web', arguments: '{"query":"GIL"}' },
    };
    const messages: ChatCompletionMessageParam[] = [
      system,
      { role: 'user', content: 'Search the web for what the Python GIL is.' },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: RESULTS },
      {
        role: 'assistant',
        content: 'The GIL lets one thread run Python bytecode at a time. PEP 703 makes it optional.',
      },
      { role: 'user', content: 'Over to you: explain this to a beginner.' },
    ];
    expect(reply(messages, []).content).toBe(
      'In short, from the notes I was given:\n\nThe GIL lets one thread run Python bytecode at a time. PEP 703 makes it optional.',
    );
  });

  it('still says it is a mock when there is nothing to work from', () => {
    expect(reply([{ role: 'user', content: 'Who won the match?' }], []).content).toMatch(
      /^You asked: "Who won the match\?"\. I'm Loopscope's offline mock model/,
    );
  });
});

describe('a language for a parameter that asks for no code', () => {
  const welsh = { name: 'Welsh', code: 'cy', locale: 'cy-GB', index: 0, end: 5 } as Parameters<
    typeof formatLanguage
  >[0];

  it('keeps the name when a two-letter word of the description is just a word', () => {
    expect(formatLanguage(welsh, 'The language it is sung in.')).toBe('Welsh');
  });

  it('writes the code when an example in quotes or brackets shows codes', () => {
    expect(formatLanguage(welsh, "Language, e.g. 'en' or 'de'")).toBe('cy');
    expect(formatLanguage(welsh, 'Language of the text (en, fr)')).toBe('cy');
  });
});
