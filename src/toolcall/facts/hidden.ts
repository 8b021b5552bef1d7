// Hidden text carrying instructions: the HTML reader's hidden texts (intake), and in tool outputs HTML
// comments, hidden-style elements, Unicode tag characters and zero-width characters splitting words.

import { injectionSignal } from '../../read/injection';
import { htmlVisibleText } from '../../read/html';
import type { RiskFact } from '../types';
import { fact } from './codes';

/** At most this many distinct hidden texts are read, each up to MAX_HIDDEN_TEXT characters. */
const MAX_HIDDEN = 50;
const MAX_HIDDEN_TEXT = 8000;
/** Below the injection signal's own threshold: a hidden text that gives orders at all is suspect. */
const HIDDEN_AT = 0.4;

/** Prose rather than code: script and style bodies are hidden too, and are not instructions. */
function prose(text: string): boolean {
  const sample = text.slice(0, 2000);
  const code = (sample.match(/[{};=<>]|=>|\bfunction\b|\bvar\b|\bconst\b/g) ?? []).length;
  const words = (sample.match(/[a-zA-Z]{2,}/g) ?? []).length;
  return words >= 4 && code * 8 < words;
}

/** Words any instruction to a reader has one of; texts without any skip the (costlier) injection signal. */
const CUE = /\b(?:you|your|please|ignore|disregard|forget|instructions?|assistant|ai|agent|model|system|prompt|must|approve|allow|send|transfer|forward|delete|run|execute|call|use|click|open|visit|do|don't|never|always|now)\b/i;

function instructs(text: string): boolean {
  if (!CUE.test(text)) return false;
  const sig = injectionSignal([text.slice(0, MAX_HIDDEN_TEXT)]);
  return sig.suspected || (sig.score >= HIDDEN_AT && prose(text));
}

/** HIDDEN_INSTRUCTIONS when any of the hidden texts (as the HTML reader collects them) gives instructions. */
export function hiddenInstructionFacts(hidden: string[], at?: string): RiskFact[] {
  const distinct = new Set<string>();
  for (const h of hidden) {
    if (distinct.size >= MAX_HIDDEN) break;
    // Words of at least three letters, a few of them: a hidden text too short to instruct is skipped unread.
    if (typeof h === 'string' && /(?:[a-z]{3,}\W+){3}/i.test(h.slice(0, MAX_HIDDEN_TEXT))) distinct.add(h.trim().slice(0, MAX_HIDDEN_TEXT));
  }
  let n = 0;
  for (const h of distinct) if (instructs(h)) n++;
  if (n === 0) return [];
  return [fact('HIDDEN_INSTRUCTIONS', n === 1 ? 'hidden text gives instructions' : `${n} hidden texts give instructions`, at)];
}

const TAGS = /[\u{E0020}-\u{E007E}]{4,}/gu;
const ZERO_WIDTH_IN_WORD = /[a-z][\u200b-\u200d\u2060\ufeff]+[a-z]/gi;
const HTML_HIDING = /<(?:div|span|p|font|td|a|body|html)\b[^>]{0,300}\b(?:style|hidden|aria-hidden|class)\b|<(?:style|template|noscript)\b/i;
/** HTML is parsed only this far into a tool output (the HTML reader's own bounds apply too). */
const MAX_HTML = 64 * 1024;

/** The texts of HTML comments, found with indexOf (linear even when comments are left open), at most 1,000. */
function commentsOf(text: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf('<!--'); at >= 0 && out.length < 1000; ) {
    const end = text.indexOf('-->', at + 4);
    if (end < 0) break;
    out.push(text.slice(at + 4, end));
    at = text.indexOf('<!--', end + 3);
  }
  return out;
}

/** The hidden parts of one tool output (HTML parsed only with parseHtml; comments are found either way): HTML-hidden text, Unicode tag characters spelled out, and the whole output when zero-width characters split its words. */
export function hiddenPartsOf(output: string, parseHtml = true): string[] {
  const text = output.slice(0, 256 * 1024);
  const out: string[] = [];
  if (parseHtml && HTML_HIDING.test(text)) out.push(...htmlVisibleText(text.slice(0, MAX_HTML), { title: false }).hidden);
  else out.push(...commentsOf(text));
  for (const m of text.matchAll(TAGS)) out.push([...m[0]].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join(''));
  const split = text.match(ZERO_WIDTH_IN_WORD);
  if (split && split.length >= 2) out.push(text);
  return out;
}
