// Hidden text carrying instructions: the HTML reader's hidden texts (intake), and in tool outputs HTML
// comments, hidden-style elements, Unicode tag characters and zero-width characters splitting words.

import { injectionSignal } from '../../intake/injection';
import { htmlVisibleText } from '../../intake/read/html';
import type { RiskFact } from '../types';
import { fact } from './codes';
import { MAX_STRING } from './walk';

const MAX_HIDDEN = 200;
/** Below the injection signal's own threshold: a hidden text that gives orders at all is suspect. */
const HIDDEN_AT = 0.4;

/** Prose rather than code: script and style bodies are hidden too, and are not instructions. */
function prose(text: string): boolean {
  const sample = text.slice(0, 2000);
  const code = (sample.match(/[{};=<>]|=>|\bfunction\b|\bvar\b|\bconst\b/g) ?? []).length;
  const words = (sample.match(/[a-zA-Z]{2,}/g) ?? []).length;
  return words >= 4 && code * 8 < words;
}

function instructs(text: string): boolean {
  const sig = injectionSignal([text.slice(0, MAX_STRING)]);
  return sig.suspected || (sig.score >= HIDDEN_AT && prose(text));
}

/** HIDDEN_INSTRUCTIONS when any of the hidden texts (as the HTML reader collects them) gives instructions. */
export function hiddenInstructionFacts(hidden: string[], at?: string): RiskFact[] {
  let n = 0;
  for (const h of hidden.slice(0, MAX_HIDDEN)) if (typeof h === 'string' && h.trim().length >= 8 && instructs(h)) n++;
  if (n === 0) return [];
  return [fact('HIDDEN_INSTRUCTIONS', n === 1 ? 'hidden text gives instructions' : `${n} hidden texts give instructions`, at)];
}

const TAGS = /[\u{E0020}-\u{E007E}]{4,}/gu;
const ZERO_WIDTH_IN_WORD = /[a-z][\u200b-\u200d\u2060\u00ad\ufeff]+[a-z]/gi;
const HTMLISH = /<!--|<(?:div|span|p|font|td|a|body|html)\b[^>]{0,300}\b(?:style|hidden|aria-hidden|class)\b|<(?:script|style|template|noscript)\b/i;

/** The hidden parts of one tool output: HTML-hidden text, Unicode tag characters spelled out, and the whole output when zero-width characters split its words. */
export function hiddenPartsOf(output: string): string[] {
  const text = output.slice(0, 256 * 1024);
  const out: string[] = [];
  if (HTMLISH.test(text)) out.push(...htmlVisibleText(text, { title: false }).hidden);
  for (const m of text.matchAll(TAGS)) out.push([...m[0]].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join(''));
  const split = text.match(ZERO_WIDTH_IN_WORD);
  if (split && split.length >= 2) out.push(text);
  return out;
}
