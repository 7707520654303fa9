// Seed 000's multi-agent question: what does the triage agent hand to the specialist? Three answers, three first requests.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

export type HandoffChoice = 'final' | 'tools' | 'all';
export const HANDOFF_CHOICES: readonly HandoffChoice[] = ['final', 'tools', 'all'];

type Message = Record<string, unknown>;

/** The specialist agent's own system prompt (wire text: never translated). */
export const SPECIALIST_SYSTEM =
  'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.';
/** The names the Agents SDK run gives its two agents (the SDK derives the tool `transfer_to_Python_specialist` from the second). */
export const AGENT_NAMES = { triage: 'Search expert', specialist: 'Python specialist' } as const;
/** The triage agent's instructions in the Agents SDK run: search, then hand over (wire text: never translated). */
export const AGENTS_SDK_TRIAGE_SYSTEM =
  'You are a search expert. Search the web, then hand the results over to the Python specialist.';
/** What the SDK tells the triage agent the specialist is for (the handoff tool's description ends with it). */
export const SPECIALIST_HANDOFF_DESCRIPTION = 'Explains Python topics to beginners.';

/** The turn that closes a handed-over conversation: a list ending in the triage agent's answer would leave the specialist nothing to answer. */
export const SPECIALIST_TASK = 'Over to you: explain this to a beginner.';

/** The languages the handoff page prompts in: the UI's (seed 000 asks in Korean; its wording in each is the scenario's). */
export type HandoffLanguage = 'en' | 'ko' | 'pl';
/** The specialist's system prompt in the UI's language, in seed 000's own voice (its triage prompt is "너는 검색 전문가야"). */
export const SPECIALIST_SYSTEM_IN: Record<HandoffLanguage, string> = {
  en: SPECIALIST_SYSTEM,
  ko: '너는 파이썬 전문가야. 전달받은 노트의 주제를 초보자에게 세 문장으로 설명해 줘.',
  pl: 'Jesteś ekspertem od Pythona. Wyjaśnij początkującemu temat z notatek, które dostajesz, w trzech zdaniach.',
};
export const SPECIALIST_TASK_IN: Record<HandoffLanguage, string> = {
  en: SPECIALIST_TASK,
  ko: '이제 네 차례야: 초보자에게 이걸 설명해 줘.',
  pl: 'Teraz ty: wyjaśnij to początkującemu.',
};

/** The Agents SDK run's triage instructions and the specialist's handoff description in the UI's language (seed 000's voice). */
export const AGENTS_SDK_TRIAGE_SYSTEM_IN: Record<HandoffLanguage, string> = {
  en: AGENTS_SDK_TRIAGE_SYSTEM,
  ko: '너는 검색 전문가야. 웹을 검색한 다음, 결과를 파이썬 전문가에게 넘겨 줘.',
  pl: 'Jesteś ekspertem od wyszukiwania. Przeszukaj sieć, a potem przekaż wyniki ekspertowi od Pythona.',
};
export const SPECIALIST_HANDOFF_DESCRIPTION_IN: Record<HandoffLanguage, string> = {
  en: SPECIALIST_HANDOFF_DESCRIPTION,
  ko: '초보자에게 파이썬 주제를 설명합니다.',
  pl: 'Wyjaśnia początkującym tematy związane z Pythonem.',
};

/** The two agents of the Agents SDK run, prompted in `language` (their names stay: the SDK derives the handoff tool's name from them). */
export function agentsSdkAgents<T>(language: HandoffLanguage, tools: T) {
  return {
    triage: { name: AGENT_NAMES.triage, instructions: AGENTS_SDK_TRIAGE_SYSTEM_IN[language], tools },
    specialist: {
      name: AGENT_NAMES.specialist,
      instructions: SPECIALIST_SYSTEM_IN[language],
      handoffDescription: SPECIALIST_HANDOFF_DESCRIPTION_IN[language],
      tools: [],
    },
  };
}

/** The UI language as the handoff prompts in it (English for any other). */
export function handoffLanguage(language: string | undefined): HandoffLanguage {
  return language === 'ko' || language === 'pl' ? language : 'en';
}

/** What crosses from one agent to the next for each choice: a text, or messages. */
export function handedOver(triage: readonly Message[], choice: HandoffChoice): string | Message[] {
  if (choice === 'final') {
    const last = [...triage].reverse().find((m) => m.role === 'assistant' && typeof m.content === 'string');
    return String(last?.content ?? '');
  }
  if (choice === 'tools')
    return triage
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content))
      .join('\n\n');
  return triage.filter((m) => m.role !== 'system');
}

/** The messages of the specialist's first request for a choice (Chat Completions). */
export function specialistMessages(
  triage: readonly Message[],
  choice: HandoffChoice,
  language: HandoffLanguage = 'en',
): ChatCompletionMessageParam[] {
  const handed = handedOver(triage, choice);
  const system = { role: 'system', content: SPECIALIST_SYSTEM_IN[language] } as const;
  if (typeof handed === 'string') return [system, { role: 'user', content: handed }];
  return [
    system,
    ...(handed as unknown as ChatCompletionMessageParam[]),
    { role: 'user', content: SPECIALIST_TASK_IN[language] },
  ];
}

export { chatMessages } from '@loopscope/engine/drivers/chat/index';
