// Writes one string a simple regex accepts (literals, escapes, classes, groups, alternation, quantifiers), from a seed.
// randexp would do this, but it is CommonJS and the dev server's ssrLoadModule of the mock cannot load it; learners'
// grammars are small, and anything this reader does not know (lookarounds, backreferences) gives null.

type Pick = (count: number) => number;

const CLASSES: Record<string, string> = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
  s: ' ',
};
const PRINTABLE = 'abcdefghijklmnopqrstuvwxyz0123456789';

class Reader {
  at = 0;
  constructor(
    readonly source: string,
    readonly pick: Pick,
  ) {}

  /** alternatives: a|b|c */
  alternation(): string {
    // Read every branch (to move past them all), keep the one the seed picks.
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    return branches[this.pick(branches.length)]!;
  }

  sequence(): string {
    let out = '';
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atomStart = this.at;
      let atom = this.atom();
      const [min, max] = this.quantifier();
      if (min !== 1 || max !== 1) {
        const count = min + this.pick(max - min + 1);
        atom = '';
        for (let i = 0; i < count; i++) {
          this.at = atomStart;
          atom += this.atom();
        }
        this.quantifier();
      }
      out += atom;
    }
    return out;
  }

  atom(): string {
    const c = this.source[this.at++]!;
    if (c === '^' || c === '$') return '';
    if (c === '.') return PRINTABLE[this.pick(PRINTABLE.length)]!;
    if (c === '\\') return this.escape(false);
    if (c === '[') return this.charClass();
    if (c === '(') {
      if (this.source[this.at] === '?') {
        if (this.source[this.at + 1] !== ':') throw new Error('unsupported group');
        this.at += 2;
      }
      const inner = this.alternation();
      if (this.source[this.at++] !== ')') throw new Error('unclosed group');
      return inner;
    }
    if ('*+?{'.includes(c)) throw new Error('nothing to repeat');
    return c;
  }

  escape(inClass: boolean): string {
    const c = this.source[this.at++]!;
    if (CLASSES[c]) return inClass ? CLASSES[c] : CLASSES[c][this.pick(CLASSES[c].length)]!;
    if (/[DWSbBk1-9pP]/.test(c)) throw new Error('unsupported escape');
    return ({ n: '\n', t: '\t' } as Record<string, string>)[c] ?? c;
  }

  charClass(): string {
    const negated = this.source[this.at] === '^';
    if (negated) this.at++;
    let members = '';
    while (this.source[this.at] !== ']') {
      if (this.at >= this.source.length) throw new Error('unclosed class');
      const c = this.source[this.at++]!;
      if (c === '\\') {
        members += this.escape(true);
        continue;
      }
      if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']' && this.at + 1 < this.source.length) {
        const end = this.source[this.at + 1]!;
        this.at += 2;
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++) members += String.fromCharCode(code);
        continue;
      }
      members += c;
    }
    this.at++;
    const pool = negated ? [...PRINTABLE].filter((ch) => !members.includes(ch)).join('') : members;
    if (pool === '') throw new Error('empty class');
    return pool[this.pick(pool.length)]!;
  }

  /** `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (lazy `?` after them ignored); unbounded repeats stop at 3 more. */
  quantifier(): [number, number] {
    const c = this.source[this.at];
    let range: [number, number] = [1, 1];
    if (c === '?') range = [0, 1];
    else if (c === '*') range = [0, 3];
    else if (c === '+') range = [1, 4];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!m) return range;
      this.at += m[0].length;
      const min = Number(m[1]);
      this.skipLazy();
      return [min, m[2] === undefined ? min : m[3] ? Number(m[3]) : min + 3];
    } else return range;
    this.at++;
    this.skipLazy();
    return range;
  }

  private skipLazy(): void {
    if (this.source[this.at] === '?') this.at++;
  }
}

/** One string `definition` accepts, the same for the same seed; null when the pattern is beyond this reader. */
export function sampleRegex(definition: string, seed: number): string | null {
  let state = (Math.abs(Math.floor(seed)) % 2147483646) + 1;
  const pick: Pick = (count) => {
    state = (state * 16807) % 2147483647;
    return state % count;
  };
  try {
    const reader = new Reader(definition, pick);
    const out = reader.alternation();
    if (reader.at !== definition.length) return null;
    return new RegExp(`^(?:${definition})$`, 'u').test(out) ? out : null;
  } catch {
    return null;
  }
}
