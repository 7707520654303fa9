// The argument checker's sentences as keys and values, so views word them in the learner's language; their English is the `message` logs, the CLI and exports keep.

/**
 * Every sentence the checker says, in the catalogs' placeholder syntax (`{{name}}`). The doctor catalogs'
 * `argumentIssues` hold the same English (a test keeps them equal) and the Korean and Polish.
 */
export const ARGUMENT_MESSAGES = {
  notAString: 'The arguments are {{type}}, not the JSON text the model writes.',
  malformedJson: 'The arguments are not valid JSON ({{error}}): the model wrote them wrong, the tool never ran.',
  noVariant: '{{subject}} matches none of the allowed shapes.',
  wrongType: '{{subject}} should be {{expected}}, not {{actual}} {{value}}.',
  notInEnum: '{{subject}} is {{value}}, not one of {{allowed}}.',
  notInEnumSuggestion: '{{subject}} is {{value}}, not one of {{allowed}}: did you mean {{suggestion}}?',
  notConst: '{{subject}} must be {{expected}}, not {{value}}.',
  belowMinimum: '{{subject}} is {{value}}; it must be at least {{limit}}.',
  notAboveMinimum: '{{subject}} is {{value}}; it must be more than {{limit}}.',
  aboveMaximum: '{{subject}} is {{value}}; it must be at most {{limit}}.',
  notBelowMaximum: '{{subject}} is {{value}}; it must be less than {{limit}}.',
  tooFewCharacters: '{{subject}} has {{length}} characters; it needs at least {{limit}}.',
  tooManyCharacters: '{{subject}} has {{length}} characters; it allows at most {{limit}}.',
  tooFewItems: '{{subject}} has {{length}} items; it needs at least {{limit}}.',
  tooManyItems: '{{subject}} has {{length}} items; it allows at most {{limit}}.',
  pattern: '{{subject}} is {{value}}, which does not match the pattern {{pattern}}.',
  didYouMeanProperty: '`{{path}}`: did you mean `{{suggestion}}`?',
  notAProperty: '`{{key}}` is not a property of {{owner}} (they are {{names}}).',
  notAPropertyNoneDeclared: '`{{key}}` is not a property of {{owner}}.',
  missingRequired: '`{{path}}` is required but missing.',
} as const;

export type ArgumentMessageKey = keyof typeof ARGUMENT_MESSAGES;

/** Small words inside the sentences that are translated too (the catalogs' `argumentWords`). */
export const ARGUMENT_WORDS = {
  /** The arguments as a whole, at the start of a sentence. */
  theArguments: 'The arguments',
  /** The arguments as a whole, as what a property belongs to ("not a property of the arguments"). */
  ofTheArguments: 'the arguments',
  /** Between the types a value may have ("string or null"). */
  or: 'or',
} as const;

export type ArgumentWordKey = keyof typeof ARGUMENT_WORDS;

/**
 * A value in a sentence: text kept as it is in every language (a `path` in backticks, a JSON value, a type name), a
 * translated word, or the types a value may have (joined with the translated "or").
 */
export type ArgumentParam = string | number | { word: ArgumentWordKey } | { either: readonly string[] };

export type ArgumentParams = Readonly<Record<string, ArgumentParam>>;

/** A param in English (the words' English, "or" between types). */
function englishParam(value: ArgumentParam | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return 'word' in value ? ARGUMENT_WORDS[value.word] : value.either.join(` ${ARGUMENT_WORDS.or} `);
}

/** A sentence filled in English: the issue's `message`. */
export function englishArgumentMessage(key: ArgumentMessageKey, params: ArgumentParams): string {
  return ARGUMENT_MESSAGES[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => englishParam(params[name]));
}
