// The language the mock model answers in: the language of the question (Korean and Polish, the app's other UI
// languages, besides English), and its sentences in each.

export type ReplyLanguage = 'en' | 'ko' | 'pl';

/** Letters only Polish uses among the languages the mock meets (not ó, which Spanish shares). */
const POLISH_LETTERS = /[ąćęłńśźż]/iu;
/** Short Polish words a question without those letters still has ("czym jest GIL", "jaka jest pogoda"). */
const POLISH_WORDS =
  /(?<!\p{L})(czym|jest|jaka|jaki|jakie|proszę|dlaczego|gdzie|wyszukaj|pogoda|przelicz|oblicz)(?!\p{L})/iu;

/** Korean for Hangul, Polish for its letters or words, else English. */
export function replyLanguage(text: string): ReplyLanguage {
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u.test(text)) return 'ko';
  if (POLISH_LETTERS.test(text) || POLISH_WORDS.test(text)) return 'pl';
  return 'en';
}

/** Every sentence the mock writes around tool results and questions, per language. */
export interface ReplyWords {
  found: string;
  /** Joins a conversion after the facts ("And 18°C converts to …"). */
  and: string;
  failed(label: string, tool: string, error: string): string;
  converts(from: string, to: string): string;
  humidity(percent: number): string;
  noResult: string;
  done: string;
  yes: string;
  no: string;
  /** An empty list. */
  none: string;
  /** After the first items of a longer list. */
  more(count: number): string;
  /** After a failed call: what a model offers. */
  retry: string;
  /** Asks for the required values a call needs before making it. */
  askFor(tool: string, missing: readonly string[]): string;
  /** The lead of a reply that restates the notes it was handed (no tool to call, material to work from). */
  fromNotes: string;
  /** The lead of an explanation of handed-over notes, and the word that adds a further point to it. */
  explained: string;
  also: string;
  /** The reply when the instructions forbid what was asked. */
  refuse: string;
  /** The answer when no tool fits: it says what was asked and why it cannot know more. */
  directly(asked: string, toolNames: readonly string[]): string;
}

const code = (names: readonly string[], and: string) =>
  names.map((m) => `\`${m}\``).join(names.length === 2 ? and : ', ');

export const REPLY_WORDS: Record<ReplyLanguage, ReplyWords> = {
  en: {
    found: "Here's what I found:",
    and: 'And ',
    failed: (label, tool, error) => `**${label}**: the ${tool} call failed (${error}), so I can't tell you that part.`,
    converts: (from, to) => `${from} converts to **${to}**.`,
    humidity: (percent) => `humidity at ${percent}%`,
    noResult: 'no result',
    done: 'done',
    yes: 'yes',
    no: 'no',
    none: 'none',
    more: (count) => `and ${count} more`,
    retry: 'Want me to try again?',
    askFor: (tool, missing) =>
      `I can do that with \`${tool}\`, but I need to know the ${code(missing, ' and ')} first. Could you tell me?`,
    fromNotes: 'In short, from the notes I was given:',
    explained: 'Put simply:',
    also: 'Also,',
    refuse: "Sorry, I can't help with that here.",
    directly: (asked, tools) =>
      `You asked: "${asked}". I'm Loopscope's offline mock model, so I don't know real-world facts; I reply with this fixed sentence so every run shows the same payloads.` +
      (tools.length > 0
        ? ` None of my tools (${tools.join(', ')}) matches the words of your request, so I'm answering directly.`
        : ' Give me tools whose names or descriptions match your request and I will call them instead.'),
  },
  ko: {
    found: '찾은 내용입니다:',
    and: '그리고 ',
    failed: (label, tool, error) => `**${label}**: ${tool} 호출이 실패해서(${error}) 이 부분은 알려 드릴 수 없어요.`,
    converts: (from, to) => `${from}은(는) **${to}**입니다.`,
    humidity: (percent) => `습도 ${percent}%`,
    noResult: '결과 없음',
    done: '완료',
    yes: '예',
    no: '아니요',
    none: '없음',
    more: (count) => `외 ${count}개`,
    retry: '다시 시도해 볼까요?',
    askFor: (tool, missing) =>
      `\`${tool}\`(으)로 할 수 있지만, 먼저 ${code(missing, ', ')} 값을 알아야 해요. 알려 주시겠어요?`,
    fromNotes: '받은 메모를 짧게 정리하면:',
    explained: '쉽게 말하면:',
    also: '또한',
    refuse: '죄송하지만 여기서는 도와드릴 수 없어요.',
    directly: (asked, tools) =>
      `질문: "${asked}". 저는 Loopscope의 오프라인 mock 모델이라 실제 세상의 사실은 모릅니다. 매번 같은 페이로드가 보이도록 정해진 문장으로 답해요.` +
      (tools.length > 0
        ? ` 가진 tool(${tools.join(', ')}) 중 요청과 맞는 것이 없어서 바로 답합니다.`
        : ' 요청과 이름이나 설명이 맞는 tool을 주면 그 tool을 호출할게요.'),
  },
  pl: {
    found: 'Oto, co znalazłem:',
    and: 'A ',
    failed: (label, tool, error) =>
      `**${label}**: wywołanie ${tool} się nie powiodło (${error}), więc tej części nie podam.`,
    converts: (from, to) => `${from} to **${to}**.`,
    humidity: (percent) => `wilgotność ${percent}%`,
    noResult: 'brak wyniku',
    done: 'gotowe',
    yes: 'tak',
    no: 'nie',
    none: 'brak',
    more: (count) => `i ${count} więcej`,
    retry: 'Spróbować jeszcze raz?',
    askFor: (tool, missing) =>
      `Mogę to zrobić za pomocą \`${tool}\`, ale najpierw muszę znać ${code(missing, ' i ')}. Podasz?`,
    fromNotes: 'W skrócie, z notatek, które dostałem:',
    explained: 'Mówiąc prościej:',
    also: 'Poza tym',
    refuse: 'Przepraszam, tutaj nie mogę w tym pomóc.',
    directly: (asked, tools) =>
      `Pytanie: „${asked}”. Jestem offline'owym modelem-atrapą Loopscope, więc nie znam faktów ze świata; odpowiadam stałym zdaniem, żeby każde uruchomienie pokazywało te same ładunki.` +
      (tools.length > 0
        ? ` Żadne z moich narzędzi (${tools.join(', ')}) nie pasuje do słów prośby, więc odpowiadam wprost.`
        : ' Daj mi narzędzia, których nazwy lub opisy pasują do prośby, a wywołam je.'),
  },
};
