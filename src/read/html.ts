// HTML: the text a person would see, read with htmlparser2's streaming parser (no DOM is built: a 200 KB
// page takes a few milliseconds, where jsdom takes hundreds). Text a person would not see is collected
// separately in `hidden`, as a signal only (hidden text that instructs the evaluator is INJECTION_SUSPECTED).
//
// Hidden, with everything inside (a descendant cannot make it visible again):
//   - the elements script, style, template, noscript, iframe, noembed, noframes, datalist, rp, the fallback
//     content of canvas, video and audio, a dialog without `open`, and title/desc inside svg;
//   - elements with the `hidden` attribute or aria-hidden="true";
//   - display:none, opacity:0, mso-hide:all;
//   - height, max-height, width or max-width of at most 1px together with overflow:hidden (mail preheaders);
//   - moved off screen: position absolute/fixed with left or top at -999px or further, or text-indent at
//     -999px or further;
//   - clip: rect(0 0 0 0) with position absolute/fixed (the "screen-reader only" pattern);
//   - comments (their text goes to `hidden`).
// Hidden, but a descendant can show itself again (inherited in CSS):
//   - visibility:hidden or collapse (a descendant with visibility:visible is shown);
//   - font-size:0 (a descendant with a non-zero font size is shown);
//   - text colour equal to the background colour set on the element or an ancestor, or a transparent colour.
// CSS is read from style attributes and from <style> blocks anywhere in the document (a <style> element
// with a media attribute other than all/screen, and @media blocks other than all/screen, do not apply).
// Only simple selectors are understood: tag, .class, #id, * and their compounds (div.note, p#x.y.z), in a
// comma list; rules with any other selector are ignored. Specificity, source order and !important decide
// between rules, and style attributes win over the sheet as in CSS.
//
// Visible, by decision: the document <title> (a browser shows it in the tab; readMail turns it off because a
// mail client does not), text of a closed <details> (one click away), <textarea> content, <select> options.
//
// Block-level elements (p, div, li, tr, h1-h6, br, ...) end a line; table cells are separated by a space.
// Entities are decoded; runs of white space become one space (line breaks kept inside pre, textarea and
// listing); no-break spaces become spaces; zero-width and bidi control characters are removed (counted in
// stats.invisible_chars). Lines are trimmed and blank lines dropped.
//
// Bounded work for hostile input: nesting deeper than HTML_MAX_PARSER_DEPTH is read by a fresh parser (see
// below), at most HTML_MAX_RULE_CHECKS selector checks per document (then the sheet stops applying:
// stats.css_budget_exhausted), at most HTML_MAX_CSS_CHARS of style sheets, and hidden text capped at
// HTML_MAX_HIDDEN_ENTRIES entries and HTML_MAX_HIDDEN_CHARS characters (stats.hidden_truncated).

import { Parser, type Handler } from 'htmlparser2';
import type { IntakeDocument } from './types';
import { decodeText, normaliseCharset } from './text';

export interface ReadHtmlOptions {
  /** Whether the document title is part of the visible text (default true; readMail passes false). */
  title?: boolean;
}

export interface HtmlText {
  /** The visible text: lines separated by "\n". */
  text: string;
  /** Hidden texts, one per hidden element (outermost) or comment, in document order. */
  hidden: string[];
  stats: Record<string, number>;
}

/** Caps on what is kept of hidden text (visible text is bounded by the input). */
export const HTML_MAX_HIDDEN_ENTRIES = 1000;
export const HTML_MAX_HIDDEN_CHARS = 512 * 1024;
/** Style sheets longer than this (in total) are read only up to it. */
export const HTML_MAX_CSS_CHARS = 256 * 1024;

const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'canvas', 'video', 'audio', 'datalist', 'rp']);

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html',
  'legend', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'optgroup', 'option', 'p', 'plaintext', 'pre', 'section', 'summary',
  'table', 'tbody', 'textarea', 'tfoot', 'thead', 'title', 'tr', 'ul', 'xmp', 'select', 'frameset',
]);
const CELL_TAGS = new Set(['td', 'th']);
/** Elements whose content htmlparser2 reads as raw text: a parser is never paused on one of these. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
const VOID_TAGS = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Nesting depth at which a fresh parser takes over (see htmlVisibleText). */
export const HTML_MAX_PARSER_DEPTH = 512;
const PRE_TAGS = new Set(['pre', 'textarea', 'listing', 'plaintext', 'xmp']);
const BLOCK_DISPLAY = /^(block|flex|grid|list-item|table|table-row|table-caption|flow-root)\b/;

// ---------------------------------------------------------------------------------------------------------
// CSS: declarations, colours, lengths

interface Decl {
  value: string;
  important: boolean;
}
type Decls = Map<string, Decl>;

/** The properties that decide visibility; others are not kept. */
const TRACKED = new Set([
  'display', 'visibility', 'font-size', 'opacity', 'color', 'background-color', 'background', 'mso-hide', 'height', 'max-height',
  'width', 'max-width', 'overflow', 'overflow-x', 'overflow-y', 'position', 'left', 'top', 'text-indent', 'clip', 'white-space',
]);

function parseDeclarations(css: string): Decls {
  const out: Decls = new Map();
  for (const chunk of css.split(';')) {
    const colon = chunk.indexOf(':');
    if (colon <= 0) continue;
    const prop = chunk.slice(0, colon).trim().toLowerCase();
    if (!TRACKED.has(prop)) continue;
    let value = chunk.slice(colon + 1).trim().toLowerCase();
    let important = false;
    const bang = /!\s*important\s*$/.exec(value);
    if (bang) {
      important = true;
      value = value.slice(0, bang.index).trim();
    }
    if (value === '') continue;
    const prev = out.get(prop);
    if (prev && prev.important && !important) continue;
    out.set(prop, { value, important });
  }
  return out;
}

const NAMED_COLOURS: Record<string, string> = {
  white: '#ffffff', black: '#000000', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00', gray: '#808080',
  grey: '#808080', silver: '#c0c0c0', lime: '#00ff00', navy: '#000080', maroon: '#800000', orange: '#ffa500', purple: '#800080',
  teal: '#008080', aqua: '#00ffff', cyan: '#00ffff', fuchsia: '#ff00ff', magenta: '#ff00ff', olive: '#808000',
  whitesmoke: '#f5f5f5', snow: '#fffafa', ivory: '#fffff0',
};

function hex2(n: number): string {
  const c = Math.max(0, Math.min(255, Math.round(n)));
  return c.toString(16).padStart(2, '0');
}

/** A colour as '#rrggbb', 'transparent', or null when not a colour this reader understands. */
export function normaliseColour(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  if (v === 'transparent') return 'transparent';
  if (NAMED_COLOURS[v]) return NAMED_COLOURS[v];
  let m = /^#([0-9a-f]{3,4})$/.exec(v);
  if (m) {
    const d = m[1];
    if (d.length === 4 && d[3] === '0') return 'transparent';
    return `#${d[0]}${d[0]}${d[1]}${d[1]}${d[2]}${d[2]}`;
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(v);
  if (m) return m[2] === '00' ? 'transparent' : `#${m[1]}`;
  m = /^rgba?\(\s*([^)]*)\)$/.exec(v);
  if (m) {
    const nums = m[1].split(/[\s,/]+/).filter(Boolean);
    if (nums.length < 3) return null;
    const chan = (s: string) => (s.endsWith('%') ? (parseFloat(s) * 255) / 100 : parseFloat(s));
    const rgb = nums.slice(0, 3).map(chan);
    if (rgb.some((n) => Number.isNaN(n))) return null;
    if (nums.length >= 4) {
      const a = nums[3].endsWith('%') ? parseFloat(nums[3]) / 100 : parseFloat(nums[3]);
      if (a === 0) return 'transparent';
    }
    return `#${rgb.map(hex2).join('')}`;
  }
  return null;
}

/** The colour inside a `background` shorthand, if any. */
function backgroundColour(raw: string): string | null {
  const direct = normaliseColour(raw);
  if (direct) return direct;
  const m = /(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/.exec(raw);
  if (m) return normaliseColour(m[1]);
  for (const word of raw.split(/\s+/)) {
    if (word === 'transparent' || NAMED_COLOURS[word]) return normaliseColour(word);
  }
  return null;
}

const ZERO_LENGTH = /^[+-]?(0+(\.0*)?|\.0+)([a-z]+|%)?$/;

function isZero(v: string | undefined): boolean {
  return v !== undefined && ZERO_LENGTH.test(v);
}

/** At most 1px (including zero), for the collapsed-box rule. */
function isTiny(v: string | undefined): boolean {
  if (v === undefined) return false;
  if (isZero(v)) return true;
  const m = /^(\d*\.?\d+)px$/.exec(v);
  return m !== null && parseFloat(m[1]) <= 1;
}

/** Negative and far enough to put text off screen: -999px or further (or -60em, -100%). */
function isFarNegative(v: string | undefined): boolean {
  if (v === undefined) return false;
  const m = /^-(\d*\.?\d+)(px|pt|em|rem|%|vw|vh)$/.exec(v);
  if (!m) return false;
  const n = parseFloat(m[1]);
  switch (m[2]) {
    case 'px':
    case 'pt':
      return n >= 999;
    case 'em':
    case 'rem':
      return n >= 60;
    default:
      return n >= 100;
  }
}

function isZeroClip(v: string | undefined): boolean {
  if (v === undefined) return false;
  const m = /^rect\(([^)]*)\)$/.exec(v);
  if (!m) return false;
  const vals = m[1].split(/[\s,]+/).filter(Boolean);
  return vals.length === 4 && vals.every((x) => isZero(x));
}

// ---------------------------------------------------------------------------------------------------------
// Style sheets: simple selectors only

interface SheetDecl {
  value: string;
  important: boolean;
  /** Source order of the declaration in the document's style sheets. */
  order: number;
}

/** All declarations of one selector (rules repeating a selector are merged, declaration by declaration). */
interface Rule {
  tag: string | null;
  id: string | null;
  classes: string[];
  specificity: number;
  decls: Map<string, SheetDecl>;
}

interface Sheet {
  byKey: Map<string, Rule>;
  byId: Map<string, Rule[]>;
  byClass: Map<string, Rule[]>;
  byTag: Map<string, Rule[]>;
  universal: Rule[];
  rules: number;
  /** Rule checks left: hostile sheets (thousands of selectors matching thousands of elements) stop applying. */
  budget: number;
  exhausted: boolean;
}

/** At most this many rule-against-element checks per document. */
export const HTML_MAX_RULE_CHECKS = 300_000;

const SIMPLE_SELECTOR = /^(\*|[a-z][a-z0-9-]*)?((?:[.#][_a-z0-9\u00a0-\uffff-]+)*)$/i;

function addRule(sheet: Sheet, selector: string, decls: Decls, order: number): void {
  if (selector === '' || selector.length > 200) return;
  const m = SIMPLE_SELECTOR.exec(selector);
  if (!m) return;
  const tag = m[1] && m[1] !== '*' ? m[1].toLowerCase() : null;
  let id: string | null = null;
  const classes: string[] = [];
  for (const piece of m[2].match(/[.#][^.#]+/g) ?? []) {
    if (piece[0] === '#') {
      if (id !== null && id !== piece.slice(1)) return; // #a#b matches nothing
      id = piece.slice(1);
    } else if (!classes.includes(piece.slice(1))) classes.push(piece.slice(1));
  }
  const key = `${tag ?? ''}#${id ?? ''}.${[...classes].sort().join('.')}`;
  let rule = sheet.byKey.get(key);
  if (!rule) {
    rule = { tag, id, classes, specificity: (id ? 10000 : 0) + classes.length * 100 + (tag ? 1 : 0), decls: new Map() };
    sheet.byKey.set(key, rule);
    const r = rule;
    const push = (map: Map<string, Rule[]>, k: string) => {
      const list = map.get(k);
      if (list) list.push(r);
      else map.set(k, [r]);
    };
    if (id) push(sheet.byId, id);
    else if (classes.length > 0) push(sheet.byClass, classes[0]);
    else if (tag) push(sheet.byTag, tag);
    else sheet.universal.push(r);
    sheet.rules++;
  }
  for (const [prop, d] of decls) {
    const prev = rule.decls.get(prop);
    if (prev && prev.important && !d.important) continue;
    rule.decls.set(prop, { value: d.value, important: d.important, order });
  }
}

/** Reads the rules of one style sheet into `sheet`; @media blocks for all/screen are entered, other at-rules skipped. */
function parseSheet(css: string, sheet: Sheet, orderStart: number): number {
  const src = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ').replace(/<!--|-->/g, ' ');
  let order = orderStart;
  const n = src.length;
  const skipBlock = (from: number): number => {
    // from is just after '{'; returns the index after the matching '}'
    let depth = 1;
    let j = from;
    while (j < n && depth > 0) {
      const c = src.charCodeAt(j);
      if (c === 123) depth++;
      else if (c === 125) depth--;
      j++;
    }
    return j;
  };
  const parseRules = (start: number, end: number, depth: number): void => {
    let k = start;
    while (k < end) {
      const open = src.indexOf('{', k);
      if (open === -1 || open >= end) return;
      const rawHead = src.slice(k, open);
      const semiAt = rawHead.indexOf(';');
      const head = rawHead.trim();
      if (head.startsWith('@')) {
        if (semiAt !== -1) {
          k = k + semiAt + 1; // @import ...; @charset ...;
          continue;
        }
        const after = skipBlock(open + 1);
        const media = /^@media\s+(.*)$/i.exec(head);
        if (depth < 8 && media && /^(only\s+)?(all|screen)(\s*,\s*(only\s+)?(all|screen))*$/i.test(media[1].trim())) parseRules(open + 1, after - 1, depth + 1);
        k = after;
        continue;
      }
      const close = src.indexOf('}', open + 1);
      const stop = close === -1 || close > end ? end : close;
      const body = src.slice(open + 1, stop);
      if (!body.includes('{')) {
        const decls = parseDeclarations(body);
        if (decls.size > 0) {
          order++;
          for (const sel of head.split(',')) addRule(sheet, sel.trim(), decls, order);
        }
        k = stop + 1;
      } else {
        k = skipBlock(open + 1); // nested block we do not understand
      }
    }
  };
  parseRules(0, n, 0);
  return order;
}

const STYLE_BLOCK = /<style\b([^>]*)>([\s\S]*?)(<\/style\s*>|$)/gi;

function collectSheet(html: string): Sheet {
  const sheet: Sheet = { byKey: new Map(), byId: new Map(), byClass: new Map(), byTag: new Map(), universal: [], rules: 0, budget: HTML_MAX_RULE_CHECKS, exhausted: false };
  if (!/<style/i.test(html)) return sheet;
  let order = 0;
  let budget = HTML_MAX_CSS_CHARS;
  STYLE_BLOCK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STYLE_BLOCK.exec(html)) !== null && budget > 0) {
    const media = /\bmedia\s*=\s*["']?([^"'>]*)/i.exec(m[1]);
    if (media && !/^\s*((only\s+)?(all|screen)\s*,?\s*)*$/i.test(media[1])) continue;
    const css = m[2].slice(0, budget);
    budget -= css.length;
    try {
      order = parseSheet(css, sheet, order);
    } catch {
      // a sheet this reader cannot take apart: its rules do not apply
    }
  }
  return sheet;
}

function matchingRules(sheet: Sheet, tag: string, id: string | undefined, classes: string[]): Rule[] {
  if (sheet.rules === 0 || sheet.exhausted) return [];
  const found = new Set<Rule>();
  const classSet = classes.length > 8 ? new Set(classes) : null;
  const has = (c: string) => (classSet ? classSet.has(c) : classes.includes(c));
  const consider = (list: Rule[] | undefined) => {
    if (!list) return;
    sheet.budget -= list.length;
    if (sheet.budget < 0) {
      sheet.exhausted = true;
      return;
    }
    for (const r of list) {
      if (r.tag !== null && r.tag !== tag) continue;
      if (r.id !== null && r.id !== id) continue;
      if (!r.classes.every(has)) continue;
      found.add(r);
    }
  };
  if (id !== undefined) consider(sheet.byId.get(id));
  for (const c of classSet ?? classes) consider(sheet.byClass.get(c));
  consider(sheet.byTag.get(tag));
  consider(sheet.universal);
  return sheet.exhausted ? [] : [...found];
}

/**
 * Cascades sheet rules and the style attribute into one declaration map (null when there is nothing):
 * per property, !important first, then specificity, then source order; the style attribute wins over
 * normal sheet declarations and loses to important ones, unless it is important itself.
 */
function cascade(rules: Rule[], inline: Decls | null): Decls | null {
  if (rules.length === 0) return inline;
  const best = new Map<string, { d: SheetDecl; specificity: number }>();
  for (const r of rules) {
    for (const [prop, d] of r.decls) {
      const prev = best.get(prop);
      if (
        !prev ||
        (d.important && !prev.d.important) ||
        (d.important === prev.d.important && (r.specificity > prev.specificity || (r.specificity === prev.specificity && d.order > prev.d.order)))
      ) {
        best.set(prop, { d, specificity: r.specificity });
      }
    }
  }
  const out: Decls = new Map();
  for (const [prop, { d }] of best) out.set(prop, { value: d.value, important: d.important });
  if (inline) {
    for (const [prop, d] of inline) {
      const prev = out.get(prop);
      if (prev && prev.important && !d.important) continue;
      out.set(prop, d);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The reader

interface Frame {
  tag: string;
  /** This element and everything inside is hidden. */
  hard: boolean;
  /** This element opened a hidden entry (the outermost hard-hidden element). */
  hardRoot: boolean;
  /** Inherited: visibility hidden. */
  visHidden: boolean;
  /** Inherited: font size zero. */
  fontZero: boolean;
  /** Inherited text colour and the nearest background colour. */
  colour: string | null;
  background: string | null;
  pre: boolean;
  block: boolean;
  cell: boolean;
  svg: boolean;
  /** This element's own text is hidden though the element is not hard-hidden. */
  soft: boolean;
  /** The outermost of a run of soft-hidden elements (its hidden text is one entry). */
  softRoot: boolean;
}

const ROOT: Frame = {
  tag: '#root', hard: false, hardRoot: false, visHidden: false, fontZero: false, colour: null, background: null, pre: false, block: true,
  cell: false, svg: false, soft: false, softRoot: false,
};

function collapse(s: string, pre: boolean): string {
  if (pre) return s.replace(/\r\n?/g, '\n').replace(/[ \t\f\u00a0]+/g, ' ');
  return s.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
}

function finish(chunks: string[]): { text: string; invisible: number } {
  let s = chunks.join('');
  let invisible = 0;
  s = s.replace(/[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, () => {
    invisible++;
    return '';
  });
  const lines: string[] = [];
  for (const line of s.split('\n')) {
    const t = line.replace(/[ \t\f\u00a0]+/g, ' ').trim();
    if (t !== '') lines.push(t);
  }
  return { text: lines.join('\n'), invisible };
}

/** The visible text and the hidden texts of an HTML document (a string). Never throws. */
export function htmlVisibleText(html: string, options: ReadHtmlOptions = {}): HtmlText {
  const includeTitle = options.title ?? true;
  const sheet = collectSheet(html);
  const stack: Frame[] = [ROOT];
  const visible: string[] = [];
  const hidden: string[] = [];
  let hardChunks: string[] | null = null;
  let softChunks: string[] = [];
  let hiddenChars = 0;
  let hiddenTruncated = 0;
  let elements = 0;
  let comments = 0;
  let titleSeen = false;
  let invisible = 0;

  const pushHidden = (chunks: string[]) => {
    const done = finish(chunks);
    invisible += done.invisible;
    if (done.text === '') return;
    let text = done.text;
    if (hiddenChars + text.length > HTML_MAX_HIDDEN_CHARS) {
      text = text.slice(0, Math.max(0, HTML_MAX_HIDDEN_CHARS - hiddenChars));
      hiddenTruncated = 1;
      if (text === '') return;
    }
    hiddenChars += text.length;
    if (hidden.length >= HTML_MAX_HIDDEN_ENTRIES) {
      hidden[hidden.length - 1] += '\n' + text;
      hiddenTruncated = 1;
    } else hidden.push(text);
  };
  const flushSoft = () => {
    if (softChunks.length > 0) {
      pushHidden(softChunks);
      softChunks = [];
    }
  };
  const lineBreak = () => {
    if (hardChunks) hardChunks.push('\n');
    else {
      visible.push('\n');
      if (softChunks.length > 0) softChunks.push('\n');
    }
  };

  // htmlparser2 keeps its element stack with Array.unshift, so its cost grows with the square of the nesting
  // depth (50,000 nested <div>s take a second). As Chromium's parser does at 512, depth is bounded: when this
  // reader's stack is HTML_MAX_PARSER_DEPTH deeper than where the current parser started, that parser is
  // paused and a fresh one reads the rest. Elements still open stay open in this reader's own stack (so their
  // hiding still applies); the new parser simply does not know them (their end tags are ignored).
  let current: Parser | null = null;
  let base = 0;
  let resumeAt = -1;
  let restarts = 0;
  const handler: Partial<Handler> = {
    onopentag(name, attribs) {
      elements++;
      const parent = stack[stack.length - 1];
      const tag = name;
      const svg = parent.svg || tag === 'svg';
      const classes = attribs.class ? attribs.class.split(/\s+/).filter(Boolean) : [];
      const inline = attribs.style ? parseDeclarations(attribs.style) : null;
      const decls = cascade(matchingRules(sheet, tag, attribs.id, classes), inline);
      const get = (p: string) => decls?.get(p)?.value;

      let hard = parent.hard;
      if (!hard) {
        hard =
          HIDDEN_TAGS.has(tag) ||
          (svg && (tag === 'title' || tag === 'desc')) ||
          (tag === 'dialog' && attribs.open === undefined) ||
          (tag === 'title' && (!includeTitle || titleSeen)) ||
          attribs.hidden !== undefined ||
          (attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true';
      }
      if (!hard && decls !== null) {
        const position = get('position');
        const positioned = position === 'absolute' || position === 'fixed';
        const overflowHidden = [get('overflow'), get('overflow-x'), get('overflow-y')].some((o) => o !== undefined && /^(hidden|clip)\b/.test(o));
        const opacity = get('opacity');
        hard =
          get('display') === 'none' ||
          (opacity !== undefined && (isZero(opacity) || /^-/.test(opacity))) ||
          get('mso-hide') === 'all' ||
          (overflowHidden && (isTiny(get('height')) || isTiny(get('max-height')) || isTiny(get('width')) || isTiny(get('max-width')))) ||
          (positioned && (isFarNegative(get('left')) || isFarNegative(get('top')))) ||
          isFarNegative(get('text-indent')) ||
          (positioned && isZeroClip(get('clip')));
      }
      if (tag === 'title' && !svg) titleSeen = true;

      const vis = get('visibility');
      const visHidden = vis === undefined ? parent.visHidden : vis === 'hidden' || vis === 'collapse';
      const fs = get('font-size');
      const fontZero = fs === undefined ? parent.fontZero : isZero(fs);
      const colourDecl = get('color');
      const colour = colourDecl !== undefined ? normaliseColour(colourDecl) : parent.colour;
      const bgDecl = get('background-color') ?? get('background');
      let background = parent.background;
      if (bgDecl !== undefined) {
        const bg = get('background-color') !== undefined ? normaliseColour(bgDecl) : backgroundColour(bgDecl);
        if (bg !== null && bg !== 'transparent') background = bg;
      }
      const colourHidden = colour === 'transparent' || (colour !== null && background !== null && colour === background);
      const display = get('display');
      const ws = get('white-space');
      const frame: Frame = {
        tag,
        hard,
        hardRoot: hard && !parent.hard,
        visHidden,
        fontZero,
        colour,
        background,
        pre: PRE_TAGS.has(tag) || (ws !== undefined ? /^pre/.test(ws) : parent.pre),
        block: tag === 'br' || BLOCK_TAGS.has(tag) || (display !== undefined && BLOCK_DISPLAY.test(display)),
        cell: CELL_TAGS.has(tag),
        svg,
        soft: visHidden || fontZero || colourHidden,
        softRoot: false,
      };
      frame.softRoot = frame.soft && !parent.soft && !hard;
      if (frame.softRoot) flushSoft();
      if (frame.hardRoot) {
        flushSoft();
        hardChunks = [];
      }
      stack.push(frame);
      if (frame.block) lineBreak();
      else if (frame.cell) (hardChunks ?? visible).push(' ');
      if (stack.length - base > HTML_MAX_PARSER_DEPTH && current && !RAW_TEXT_TAGS.has(tag) && !VOID_TAGS.has(tag)) {
        resumeAt = current.endIndex + 1;
        current.pause();
      }
    },
    onclosetag() {
      if (stack.length <= 1) return;
      const frame = stack.pop()!;
      if (frame.block) lineBreak();
      else if (frame.cell) (hardChunks ?? visible).push(' ');
      if (frame.hardRoot && hardChunks) {
        pushHidden(hardChunks);
        hardChunks = null;
      }
      if (frame.softRoot) flushSoft();
    },
    ontext(data) {
      const frame = stack[stack.length - 1];
      const text = collapse(data, frame.pre);
      if (hardChunks) hardChunks.push(text);
      else if (frame.soft) softChunks.push(text);
      else {
        if (softChunks.length > 0 && text.trim() !== '') flushSoft();
        visible.push(text);
      }
    },
    oncomment(data) {
      comments++;
      if (hardChunks) return; // already inside hidden text
      flushSoft();
      pushHidden([collapse(data, false)]);
    },
  };
  let parseError = 0;
  try {
    let input = html;
    for (;;) {
      resumeAt = -1;
      base = stack.length - 1;
      current = new Parser(handler, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false });
      current.write(input);
      if (resumeAt < 0) {
        current.end();
        break;
      }
      restarts++;
      if (resumeAt >= input.length) break;
      input = input.slice(resumeAt);
    }
  } catch {
    parseError = 1;
  }
  if (hardChunks) pushHidden(hardChunks);
  flushSoft();
  const done = finish(visible);
  invisible += done.invisible;
  return {
    text: done.text,
    hidden,
    stats: {
      chars: done.text.length,
      hidden_parts: hidden.length,
      hidden_chars: hiddenChars,
      hidden_truncated: hiddenTruncated,
      html_elements: elements,
      html_comments: comments,
      css_rules: sheet.rules,
      css_budget_exhausted: sheet.exhausted ? 1 : 0,
      invisible_chars: invisible,
      html_parse_error: parseError,
      html_parser_restarts: restarts,
    },
  };
}

/** WHATWG prescan (simplified): a charset named in a <meta> within the first 1024 bytes. */
export function sniffHtmlCharset(buf: Buffer): string | undefined {
  const head = buf.subarray(0, 1024).toString('latin1');
  const m = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i.exec(head);
  return m ? m[1] : undefined;
}

/**
 * Reads an HTML body: one part of kind 'html' with the visible text (none when nothing is visible), the
 * hidden texts in `hidden`. A Buffer is decoded with, in order of precedence: its byte-order mark, the
 * charset of the Content-Type, a <meta> charset in its first 1024 bytes, UTF-8. Never throws.
 */
export function readHtml(input: Buffer | string, charset?: string, options: ReadHtmlOptions = {}): IntakeDocument {
  let html: string;
  const stats: Record<string, number> = {};
  if (typeof input === 'string') {
    html = input;
    stats.bytes = Buffer.byteLength(input);
    stats.decoding_replacements = 0;
    stats.charset_unknown = 0;
  } else {
    let declared = charset;
    if (declared === undefined || normaliseCharset(declared) === null) declared = sniffHtmlCharset(input) ?? declared;
    const decoded = decodeText(input, declared);
    html = decoded.text;
    stats.bytes = input.length;
    stats.decoding_replacements = decoded.replacements;
    stats.charset_unknown = decoded.unknownCharset ? 1 : 0;
  }
  const read = htmlVisibleText(html, options);
  return {
    medium: 'html',
    parts: read.text === '' ? [] : [{ kind: 'html', text: read.text }],
    hidden: read.hidden,
    stats: { ...stats, ...read.stats, parts: read.text === '' ? 0 : 1 },
  };
}
