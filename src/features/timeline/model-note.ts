// The mock model's note (its x-loopscope-explanation header, English on the wire) read into message keys and params, so
// the "Why the mock model did this" fold speaks the UI's language. The header stays as the mock sends it: curl and SDK
// users read it, and the recorded bytes are the truth; only the view is translated.
import { noteClauses, ONE_CALL_PER_TURN } from '@loopscope/payloads/model-notes/explanation-header';
import type { NoteKey, Translate } from './note-key';
import { languageName } from './note-languages';
import { PATTERNS } from './note-patterns';
import { sources } from './note-sources';

/** The built-in scenarios' titles and turn names (src/mock-api/scenarios), which the notes quote. */
const SCENARIO_WORDS: Record<string, NoteKey> = {
  'Payload walkthrough: the weather assistant': 'scenarioWeather',
  'Conversation state: a joke, then why it is funny': 'scenarioJoke',
  'Answer to request 1: three parallel tool calls': 'weatherAnswer1',
  'Answer to request 2: the final answer': 'weatherAnswer2',
  'Turn 1: the joke': 'jokeTurn1',
  'Turn 2: why it is funny (the joke is in the context)': 'jokeTurn2',
};

interface Read {
  text: string;
  /** False when some part of the note has no pattern (the mock learned a new wording): that part stays English. */
  complete: boolean;
}

function readClause(clause: string, t: Translate, language: string): Read {
  const scenarioWord = SCENARIO_WORDS[clause];
  if (scenarioWord) return { text: t(scenarioWord), complete: true };
  for (const pattern of PATTERNS) {
    if (pattern.cue !== undefined && !clause.includes(pattern.cue)) continue;
    const m = pattern.re.exec(clause);
    if (!m) continue;
    let complete = true;
    const params: Record<string, string> = {};
    (pattern.params ?? []).forEach((name, i) => {
      const value = m[i + 1] ?? '';
      if (name === 'language') params[name] = languageName(value, language);
      else if (!pattern.nested?.includes(name)) params[name] = value;
      else {
        const inner = readText(value, t, language, pattern.key === 'scenario');
        complete &&= inner.complete;
        params[name] = inner.text;
      }
    });
    return { text: t(pattern.key, params), complete };
  }
  const list = sources(clause, t);
  return list ? { text: list.join(', '), complete: true } : { text: clause, complete: false };
}

/**
 * A note in the UI's words; `complete` says whether every part of it was read. `language`: the UI's (i18next's) tag,
 * for the names of languages the note quotes.
 */
export function readNote(note: string, t: Translate, language = 'en'): Read {
  return readText(note, t, language, false);
}

/** `quoted`: a scenario's own text, kept when unknown. */
function readText(note: string, t: Translate, language: string, quoted: boolean): Read {
  if (quoted && !SCENARIO_WORDS[note]) return { text: note, complete: true };
  const oneCall = note.endsWith(ONE_CALL_PER_TURN);
  const body = oneCall ? note.slice(0, -ONE_CALL_PER_TURN.length) : note;
  const read = noteClauses(body).map((clause) => readClause(clause, t, language));
  const text = read.map((r) => r.text).join('; ') + (oneCall ? ` ${t('oneCallPerTurn')}` : '');
  return { text, complete: read.every((r) => r.complete) };
}
