// English function words (articles, pronouns, prepositions, forms of "be" …) in named groups, shared by the readers that skip them.
// Each reader builds its own set from the groups it needs plus the words only it skips: a name, a measured thing, the
// head of a question's noun phrase, the words that tell tools apart, a capitalised word that names nothing.

/** The articles. */
export const ARTICLES = ['a', 'an', 'the'] as const;

/** Words that point at a thing: "this", "those". */
export const DEMONSTRATIVES = ['this', 'that', 'these', 'those'] as const;

/** Possessive determiners: "my", "their". */
export const POSSESSIVES = ['my', 'our', 'your', 'his', 'her', 'their', 'its'] as const;

/** Pronouns as a verb's subject. */
export const SUBJECT_PRONOUNS = ['i', 'you', 'we', 'they', 'he', 'she'] as const;

/** Pronouns as a verb's object. */
export const OBJECT_PRONOUNS = ['me', 'us', 'him', 'them', 'it'] as const;

/** Words of how many, with no number: "some", "each". */
export const QUANTIFIERS = ['some', 'any', 'all', 'every', 'each', 'both'] as const;

/** The joining words "and", "or", "but". */
export const CONJUNCTIONS = ['and', 'or', 'but'] as const;

/** The short prepositions every request uses. */
export const PREPOSITIONS = ['of', 'for', 'from', 'to', 'at', 'on', 'in', 'by', 'with', 'into', 'about'] as const;

/** The forms of "be". */
export const BE_FORMS = ['be', 'is', 'are', 'was', 'were', 'been', 'am'] as const;

/** Helping verbs: "do", "can", "would", "has". */
export const AUXILIARIES = [
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'should',
  'will',
  'has',
  'have',
  'had',
] as const;

/** The words a question opens with. */
export const QUESTION_WORDS = ['what', 'which', 'who', 'when', 'where', 'why', 'how', 'whether'] as const;

/** Days said relative to today, and "now". */
export const NOW_WORDS = ['now', 'today', 'tonight', 'tomorrow', 'yesterday'] as const;

/** "here" and "there". */
export const PLACE_WORDS = ['here', 'there'] as const;

/** Courtesy: "please", a greeting, thanks. */
export const COURTESY = ['please', 'hi', 'hello', 'hey', 'thanks', 'thank'] as const;

/** Verbs any tool could claim ("get", "find", "show"): they ask for something without saying what. */
export const ASKING_VERBS = [
  ...'get fetch retrieve show find check make give provide help look search obtain return display see view know'.split(
    ' ',
  ),
];

/** A word as written at a sentence's start ("the" → "The"), for readers of capitalised words. */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
