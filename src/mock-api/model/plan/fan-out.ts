// Fan-out: the items of one part that each want their own call ("1.5 grams to the betta tank and 4 grams to the goldfish
// tank", "E, G and B in octave 3"), read from which required parameters each stretch of the text gives a value for.
import type { ToolReader } from './readings.ts';
import { pieces } from '../understand/pieces.ts';
import { optionsOf, propertiesOf, requiredOf } from '../understand/schema-view.ts';

/**
 * Stretches of a part that each ask for one call: a new stretch starts at a joint when the stretch so far already has
 * every required value and the next piece gives a required value of its own ("... for plate AA-1 and 4 hours for plate
 * BB-2"); a piece that only completes the stretch ("legs 3 and 4") stays in it. One stretch: no fan-out.
 */
export function segmentGroups(reader: ToolReader, text: string, budget: FanOutBudget = { read: 0 }): string[] {
  const ps = pieces(text, reader.now);
  if (ps.length < 2 || requiredOf(reader.schema).length === 0) return [];
  const groups: { start: number; end: number }[] = [{ ...ps[0]! }];
  for (let i = 1; i < ps.length; i++) {
    const p = ps[i]!;
    const last = groups[groups.length - 1]!;
    // "Ghent, the town where ...": a clause about what came before is not a new item.
    if (APPOSITIVE.test(text.slice(p.start, p.end))) {
      last.end = p.end;
      continue;
    }
    const before = text.slice(last.start, last.end);
    // "... for Ana at 10 and Ben at 12": a name that opens a piece after "and" is read with that word, which shows it
    // is no sentence's first word (capitalised anyway) but a name. After a bare comma or semicolon ("Leeds to York,
    // Bath to Bristol") only when the piece so read gives two required values or more, a whole item of its own:
    // "Kendal, Cumbria" gives one, and is one place.
    const opensWithName = /^\p{Lu}/u.test(text.slice(p.start, p.end));
    const joint = text.slice(last.end, p.start);
    const start =
      opensWithName &&
      (/^\s*(?:and|or|plus|then)\s*$/i.test(joint) ||
        (/^\s*[,;]\s*$/.test(joint) && reader.read(text.slice(last.end, p.end).trim()).given.size >= 2))
        ? last.end
        : p.start;
    // An item may itself be cut at its "and" ("for legs 9 and 12"): it is read with the pieces that complete it.
    const item = [0, 1, 2]
      .map((k) => ps[i + k])
      .filter((q) => q !== undefined)
      .find((q) => {
        // What asksAgain may read: the piece, the stretch before it, both together, and the first stretch.
        budget.read += before.length + 2 * (q.end - start) + (p.start - last.end) + (groups[0]!.end - groups[0]!.start);
        return (
          budget.read <= FAN_OUT_READS_CHARS &&
          asksAgain(
            reader,
            before,
            text.slice(start, q.end).trim(),
            text.slice(last.start, q.end),
            text.slice(groups[0]!.start, groups[0]!.end),
          )
        );
      });
    if (budget.read > FAN_OUT_READS_CHARS) return [];
    if (item) groups.push({ start, end: p.end });
    else last.end = p.end;
  }
  return groups.length > 1 ? groups.map((g) => text.slice(g.start, g.end).trim()) : [];
}

/**
 * How many characters the stretches read for one part may add up to. A stretch is read whole each time a piece might
 * start a new one, so the reading grows with the square of the pieces: the questions of the bench read 38,552 at most,
 * while 4,000 characters of 500 short pieces that each give a value ('"x": 1, "x": 1, ...') read about two million, over
 * a second per request. Past this the part is one stretch: no fan-out, the same answer for the same request.
 */
const FAN_OUT_READS_CHARS = 100_000;

/**
 * The characters read so far for one part, shared by every segmentGroups call on it (the text as written, then with
 * the month said once filled in), so a part's reading stays within FAN_OUT_READS_CHARS in all.
 */
export interface FanOutBudget {
  read: number;
}

const APPOSITIVE =
  /^(?:that|which|who|whom|whose|where|when|because|since|as|if|so|but|though|although|while|could|can|would|will|please|i|i'd|i'm)\b/i;

/**
 * True when a piece asks for the call again: the stretch before it is complete, and read together with it the stretch
 * would keep its own value for a parameter the piece gives a different value of ("1.5 grams ... and 4 grams ...") —
 * one call cannot say both. A piece whose value wins the reading together ("Adriana's payslip, her id is 4471") only
 * corrects the stretch.
 */
function asksAgain(reader: ToolReader, before: string, piece: string, together: string, opening: string): boolean {
  const own = reader.read(piece);
  if (own.given.size === 0) return false;
  const prev = reader.read(before);
  // "on 4 May at 09:00, 11 May at 14:00 and 18 May at 09:00": the stretch before may be an item that shares what the
  // first stretch said; the item's shape is then the first stretch's, its values told apart from the stretch before.
  const first = prev.complete ? prev : reader.read(opening);
  if (!first.complete) return false;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // "CB-7 at the quay: 41.5 kg on 3 May, 39 kg on 17 May": a piece that gives two values or more of its own, an amount
  // among them, each one the stretch before gave too, each different and of the same shape, is a whole item; what it
  // leaves out is shared. Its values are of two kinds or more ("8 and 15" are two legs of one call), and what it leaves
  // out is no free text (a free text would be read from the piece's own words).
  const own2 = [...own.given];
  const props = new Map(propertiesOf(reader.schema));
  const shared = [...first.given].filter((k) => !own.given.has(k));
  // A name said once ("Book Tom Hale on ..., ... and ...") is shared like a code: only lower-case words are free text.
  const freeText = (k: string) =>
    typeof first.args[k] === 'string' && shape(first.args[k]) === 'words' && !optionsOf(props.get(k) ?? {});
  if (
    own2.length >= 2 &&
    own2.every(
      (k) => first.given.has(k) && !same(own.args[k], prev.args[k]) && shape(own.args[k]) === shape(first.args[k]),
    ) &&
    new Set(own2.map((k) => kindOfValue(own.args[k]))).size >= 2 &&
    own2.some((k) => TYPED_KINDS.has(kindOfValue(own.args[k]))) &&
    !shared.some(freeText)
  )
    return true;
  // A new item says again what the first said, in the same shape: every value it gave, and alike ("4 grams", "AB1002").
  if (!prev.complete || [...first.given].some((k) => !own.given.has(k))) return false;
  const both = reader.read(together).args;
  return [...own.given].some(
    (k) =>
      same(both[k], first.args[k]) && !same(own.args[k], first.args[k]) && shape(own.args[k]) === shape(first.args[k]),
  );
}

/** The kinds of value a piece's own amount, day or hour is read as: values that tell one item from the next. */
const TYPED_KINDS: ReadonlySet<string> = new Set(['number', 'date', 'time']);

/** A number, a date said whole (YYYY-MM-DD), an hour (HH:MM), else the value's shape. */
function kindOfValue(value: unknown): string {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (typeof value === 'string' && /^\d{2}:\d{2}(?::\d{2})?$/.test(value)) return 'time';
  return shape(value);
}

/** What kind of value this is: a number, a code with digits, a name, or lower-case words. */
function shape(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return /\d/.test(value) ? 'code' : /^\p{Lu}/u.test(value) ? 'name' : 'words';
}
