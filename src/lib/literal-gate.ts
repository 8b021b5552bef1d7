// A prefilter for large sets of regular expressions run on the same text (the harm lexicon's hundreds of
// patterns, each a full scan of the text when it does not match, which is almost always). From each pattern's
// syntax it works out literal strings a match cannot do without ("ransomware" or "malware", and "build" or
// "write"), finds every such string in the text in one pass, and answers whether a pattern may match: a
// pattern none of whose required strings occur cannot, and is not run. The answer is only ever "cannot" or
// "may": a pattern whose requirements it cannot work out (one made of character classes, a pattern with the
// g or y flag, a test that is code and names no pattern it `needs`) always may. Results do not change, only
// the work: the patterns that may match are run as before.
//
// Soundness, case by case (test/unit/literal-gate.test.ts checks the gate against the patterns on every text
// of the evaluation sets and the harm corpus): only printable ASCII characters of a pattern become literals;
// the text is read with ASCII letters lower-cased and every other character a separator, except the two that
// Unicode case folding (flags i and u) turns into ASCII letters, U+017F and U+212A. So a pattern's literal
// character, matched case-sensitively or not, with or without the u flag, is found in the text as read.
// Zero-width assertions (\b, lookarounds) keep the literals on either side adjacent; a group or quantifier
// the reader cannot bound breaks them apart.
//
// The scan is an Aho-Corasick automaton over code units, written here rather than taken from a library: the
// libraries looked at match on grapheme clusters ("e" is not found inside "e\u0301", which /e/ matches) and
// allocate one object per match, and this one does neither.

import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';

/** A test on a text: a pattern, or code that bounds its own work. */
export interface TextTest {
  test(text: string): boolean;
  /**
   * Code's test: what must match the text for the test to hold, each entry a pattern or a list of patterns one of
   * which must (the gate reads their literals; a test that says nothing always runs).
   */
  readonly needs?: readonly (RegExp | readonly RegExp[])[];
}

/** A test that holds only where `first` matches and `rest` holds too (`first` run first, then `rest`). */
export const when = (first: RegExp, rest: (text: string) => boolean): TextTest => ({ needs: [first], test: (text) => first.test(text) && rest(text) });

/** A clause: the pattern needs one of these strings. A requirement: every clause (none: nothing known). */
type Clause = string[];

/** Exact sets larger than this are not multiplied out (a class like [a-z] ends a run of literals). */
const EXACT_CAP = 64;
/** A clause of more strings than this is dropped (it says little and costs the automaton states). */
const CLAUSE_CAP = 400;
/** Strings shorter than this occur in almost any text: a clause with one says nothing and is dropped. */
const MIN_LITERAL = 3;

const PRINTABLE = (c: number): boolean => c >= 0x20 && c <= 0x7e;
const lower = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 32 : c);

function cross(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > EXACT_CAP) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** The strings an element matches exactly, lower-cased, when it is a small set of printable ASCII strings. */
function exactOf(el: AST.Element): string[] | null {
  switch (el.type) {
    case 'Character':
      return PRINTABLE(el.value) ? [String.fromCharCode(lower(el.value))] : null;
    case 'CharacterClass': {
      if (el.negate) return null;
      const out = new Set<string>();
      for (const e of el.elements) {
        if (e.type === 'Character') {
          if (!PRINTABLE(e.value)) return null;
          out.add(String.fromCharCode(lower(e.value)));
        } else if (e.type === 'CharacterClassRange') {
          if (!PRINTABLE(e.min.value) || !PRINTABLE(e.max.value) || e.max.value - e.min.value > EXACT_CAP) return null;
          for (let c = e.min.value; c <= e.max.value; c++) out.add(String.fromCharCode(lower(c)));
        } else return null;
      }
      return out.size > 0 && out.size <= EXACT_CAP ? [...out] : null;
    }
    case 'Group':
    case 'CapturingGroup': {
      const out = new Set<string>();
      for (const alt of el.alternatives) {
        let run: string[] | null = [''];
        for (const e of alt.elements) {
          if (e.type === 'Assertion') continue;
          const x = exactOf(e);
          run = x === null ? null : cross(run, x);
          if (run === null) return null;
        }
        for (const s of run) out.add(s);
        if (out.size > EXACT_CAP) return null;
      }
      return [...out];
    }
    default:
      return null;
  }
}

const minLength = (c: Clause): number => c.reduce((m, s) => Math.min(m, s.length), Infinity);

/** The most telling clause: its shortest string longest, then the fewest strings. */
function bestClause(cs: readonly Clause[]): Clause | null {
  let best: Clause | null = null;
  for (const c of cs) {
    if (best === null || minLength(c) > minLength(best) || (minLength(c) === minLength(best) && c.length < best.length)) best = c;
  }
  return best;
}

/** A match of one of the alternatives needs one of the strings each alternative's best clause names. */
function requirementOfAlternatives(alts: readonly AST.Alternative[]): Clause[] {
  if (alts.length === 1) return requirementOfSequence(alts[0].elements);
  const union = new Set<string>();
  for (const alt of alts) {
    const best = bestClause(requirementOfSequence(alt.elements));
    if (best === null) return [];
    for (const s of best) union.add(s);
    if (union.size > CLAUSE_CAP) return [];
  }
  return [[...union]];
}

/** A match of a sequence needs every element's requirement, and the runs of exact literals it holds. */
function requirementOfSequence(elements: readonly AST.Element[]): Clause[] {
  const clauses: Clause[] = [];
  let run: string[] = [''];
  const flush = () => {
    if (!run.includes('')) clauses.push(run);
    run = [''];
  };
  for (const el of elements) {
    if (el.type === 'Assertion') continue; // zero width: the literals either side stay adjacent
    const exact = exactOf(el);
    if (exact !== null) {
      const joined = cross(run, exact);
      if (joined === null) {
        flush();
        run = exact;
      } else run = joined;
      continue;
    }
    if (el.type === 'Quantifier' && el.min >= 1) {
      const inner = exactOf(el.element);
      if (inner !== null) {
        // "ba+c": "ba" and "ac" both occur.
        const joined = cross(run, inner);
        if (joined !== null) run = joined;
        flush();
        run = inner;
        continue;
      }
      flush();
      clauses.push(...requirementOf(el.element));
      continue;
    }
    flush();
    if (el.type === 'Group' || el.type === 'CapturingGroup') clauses.push(...requirementOfAlternatives(el.alternatives));
  }
  flush();
  return clauses;
}

function requirementOf(el: AST.Element): Clause[] {
  if (el.type === 'Group' || el.type === 'CapturingGroup') return requirementOfAlternatives(el.alternatives);
  if (el.type === 'Quantifier') return el.min >= 1 ? requirementOf(el.element) : [];
  const exact = exactOf(el);
  return exact === null ? [] : [exact];
}

/** The clauses every match of the pattern satisfies, the uninformative ones left out ([]: none known). */
export function requiredLiterals(re: RegExp, gating = true): string[][] {
  // test() with g or y moves lastIndex: skipping a call would change the next one (not so for a code test's `needs`).
  if (gating && (re.global || re.sticky)) return [];
  let ast: AST.RegExpLiteral;
  try {
    ast = parseRegExpLiteral(re);
  } catch {
    return [];
  }
  return requirementOfAlternatives(ast.pattern.alternatives).filter((c) => c.length > 0 && c.length <= CLAUSE_CAP && minLength(c) >= MIN_LITERAL);
}

/** One of the patterns matches: one of the strings of each one's most telling clause occurs (none known of one: nothing). */
function anyOf(res: readonly RegExp[]): string[][] {
  const union = new Set<string>();
  for (const re of res) {
    const best = bestClause(requiredLiterals(re, false));
    if (best === null) return [];
    for (const s of best) union.add(s);
  }
  return union.size > CLAUSE_CAP ? [] : [[...union]];
}

/** The code unit as the automaton reads it: printable ASCII lower-cased, the two folded letters, else 0 (a separator). */
function unitOf(c: number): number {
  if (c < 0x80) return PRINTABLE(c) ? lower(c) : 0;
  if (c === 0x17f) return 0x73; // LATIN SMALL LETTER LONG S folds to s
  if (c === 0x212a) return 0x6b; // KELVIN SIGN folds to k
  return 0;
}

/** An Aho-Corasick automaton over printable ASCII, as a full transition table. */
class Automaton {
  private readonly width: number;
  private readonly column = new Int32Array(128).fill(-1);
  private readonly next: Int32Array;
  /** For each state, the literals that end there (its own and its suffixes'). */
  private readonly outputs: Int32Array[];

  constructor(literals: readonly string[]) {
    let width = 1; // column 0: every character no literal holds
    for (const s of literals) for (let i = 0; i < s.length; i++) if (this.column[s.charCodeAt(i)] < 0) this.column[s.charCodeAt(i)] = width++;
    this.width = width;
    // The trie.
    const edges: Map<number, number>[] = [new Map()];
    const ends: number[][] = [[]];
    literals.forEach((s, id) => {
      let st = 0;
      for (let i = 0; i < s.length; i++) {
        const col = this.column[s.charCodeAt(i)];
        let to = edges[st].get(col);
        if (to === undefined) {
          to = edges.length;
          edges.push(new Map());
          ends.push([]);
          edges[st].set(col, to);
        }
        st = to;
      }
      ends[st].push(id);
    });
    // Failure links breadth first, folded into a full table.
    const next = new Int32Array(edges.length * width);
    const fail = new Int32Array(edges.length);
    const outputs: Int32Array[] = new Array(edges.length);
    outputs[0] = new Int32Array(0);
    const queue: number[] = [];
    for (let col = 0; col < width; col++) {
      const to = edges[0].get(col);
      next[col] = to ?? 0;
      if (to !== undefined) queue.push(to);
    }
    for (const st of queue) outputs[st] = Int32Array.from(ends[st]);
    for (let q = 0; q < queue.length; q++) {
      const st = queue[q];
      for (let col = 0; col < width; col++) {
        const to = edges[st].get(col);
        if (to === undefined) {
          next[st * width + col] = next[fail[st] * width + col];
        } else {
          fail[to] = next[fail[st] * width + col];
          outputs[to] = Int32Array.from([...ends[to], ...outputs[fail[to]]]);
          next[st * width + col] = to;
          queue.push(to);
        }
      }
    }
    this.next = next;
    this.outputs = outputs;
  }

  /** Each literal that occurs in the text, once: `seen[l] === mark` after, and `found` lists the ones new to this mark. */
  mark(text: string, seen: Int32Array, mark: number, found: number[]): void {
    const { next, width, column, outputs } = this;
    let st = 0;
    for (let i = 0; i < text.length; i++) {
      const u = unitOf(text.charCodeAt(i));
      const col = u === 0 ? 0 : column[u];
      st = next[st * width + (col < 0 ? 0 : col)];
      const out = outputs[st];
      for (let j = 0; j < out.length; j++) {
        const l = out[j];
        if (seen[l] !== mark) {
          seen[l] = mark;
          found.push(l);
        }
      }
    }
  }
}

/** What a scanned text may match: false only for a test the text cannot pass. */
export interface GateScan {
  /** By the test itself. */
  may(test: TextTest): boolean;
  /** By its place in the list the gate was made with (no lookup: for lexicons read in order). */
  mayAt(index: number): boolean;
}

/** The gate worked out: the tests' clauses, the automaton, and the scans' scratch space. */
class CompiledGate {
  private readonly index = new Map<TextTest, number>();
  /** How many clauses each test has (0: not gated, always may). */
  private readonly need: Int32Array;
  /** Each clause's test. */
  private readonly clauseTest: Int32Array;
  /** Each literal's clauses: a literal found satisfies them all. */
  private readonly byLiteral: Int32Array[];
  private readonly automaton: Automaton | null;

  constructor(tests: readonly TextTest[]) {
    const ids = new Map<string, number>();
    const byLiteral: number[][] = [];
    const clauseTest: number[] = [];
    this.need = new Int32Array(tests.length);
    tests.forEach((t, i) => {
      if (!this.index.has(t)) this.index.set(t, i);
      const req = t instanceof RegExp ? requiredLiterals(t) : (t.needs ?? []).flatMap((n) => (n instanceof RegExp ? requiredLiterals(n, false) : anyOf(n)));
      this.need[i] = req.length;
      for (const c of req) {
        const clause = clauseTest.push(i) - 1;
        for (const s of c) {
          let id = ids.get(s);
          if (id === undefined) {
            ids.set(s, (id = ids.size));
            byLiteral.push([]);
          }
          byLiteral[id].push(clause);
        }
      }
    });
    this.clauseTest = Int32Array.from(clauseTest);
    this.byLiteral = byLiteral.map((c) => Int32Array.from(c));
    this.automaton = ids.size === 0 ? null : new Automaton([...ids.keys()]);
    this.literalAt = new Int32Array(byLiteral.length);
    this.clauseAt = new Int32Array(clauseTest.length);
    this.testAt = new Int32Array(tests.length);
    this.met = new Int32Array(tests.length);
  }

  /** How many of the tests are gated (the rest always run). */
  get gated(): number {
    return this.need.reduce((n, k) => n + (k > 0 ? 1 : 0), 0);
  }

  // Scratch space of the scans, stamped with the scan's number instead of cleared (typed arrays this size are
  // allocated outside the heap, which cost more than the scan of a short text). A scan runs to its end before
  // another can start, and what it returns keeps none of this.
  private stamp = 0;
  private readonly literalAt: Int32Array = new Int32Array(0);
  private readonly clauseAt: Int32Array = new Int32Array(0);
  private readonly testAt: Int32Array = new Int32Array(0);
  private readonly met: Int32Array = new Int32Array(0);

  scan(text: string): GateScan {
    const { need, clauseTest, byLiteral, index } = this;
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.literalAt.fill(0);
      this.clauseAt.fill(0);
      this.testAt.fill(0);
    }
    const mark = ++this.stamp;
    // The literals found, then the clauses they satisfy, then the tests all of whose clauses are: the work grows with
    // what the text holds, not with the size of the lexicon.
    const live = new Set<number>();
    if (this.automaton !== null) {
      const found: number[] = [];
      this.automaton.mark(text, this.literalAt, mark, found);
      const { clauseAt, testAt, met } = this;
      for (const l of found) {
        const cs = byLiteral[l];
        for (let j = 0; j < cs.length; j++) {
          const c = cs[j];
          if (clauseAt[c] === mark) continue;
          clauseAt[c] = mark;
          const t = clauseTest[c];
          if (testAt[t] !== mark) {
            testAt[t] = mark;
            met[t] = 0;
          }
          if (++met[t] === need[t]) live.add(t);
        }
      }
    }
    const mayAt = (i: number): boolean => need[i] === 0 || live.has(i);
    return {
      may: (test) => {
        const i = index.get(test);
        return i === undefined || mayAt(i);
      },
      mayAt,
    };
  }
}

/**
 * The gate over a fixed list of tests. It is worked out on first use, not when the module that holds the patterns is
 * loaded (about 0.2-0.4 s for the harm lexicon on a 2-core machine: a command that never reads a text does not pay it;
 * a worker pays it in its warm-up, src/decision/warm.ts).
 */
export class LiteralGate {
  private compiled: CompiledGate | undefined;

  constructor(private readonly tests: readonly TextTest[]) {}

  private get gate(): CompiledGate {
    return (this.compiled ??= new CompiledGate(this.tests));
  }

  /** How many of the tests are gated (the rest always run). */
  get gated(): number {
    return this.gate.gated;
  }

  scan(text: string): GateScan {
    return this.gate.scan(text);
  }
}
