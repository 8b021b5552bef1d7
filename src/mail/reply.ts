// Reading a reviewer's reply to a digest: the person's own text (quoted text and signatures cut off), and
// its verdict lines `<decision_id> approved|denied|changed [note]`. Pure.

import type { ReviewOutcome } from '../domain/types';

export interface VerdictLine {
  decisionId: string;
  outcome: ReviewOutcome;
  note: string | null;
}

export const MAX_NOTE = 2000;

/** Lines where the quoted original starts, in the forms common mail programs write. */
const QUOTE_HEADERS: RegExp[] = [
  /^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's separator line
  /^on\b.*\bwrote:\s*$/i,
  /^am\b.*\bschrieb\b.*:\s*$/i,
  /^le\b.*\ba écrit\s*:\s*$/i,
  /^el\b.*\bescribió\s*:\s*$/i,
];

/** An Outlook-style header block ("From: …" followed by "Sent:"/"Date:" lines) opens the quoted original. */
const isHeaderBlock = (lines: string[], i: number) =>
  /^\s*\*?(from|von|de):\*?\s/i.test(lines[i]) && lines.slice(i + 1, i + 4).some((l) => /^\s*\*?(sent|date|gesendet|datum|envoyé|enviado):\*?\s/i.test(l));

/**
 * The sender's own text: lines up to the signature separator ("-- ") or the start of a quoted original,
 * without lines quoted with ">". A header that wraps ("On …, Ana <a@x>\nwrote:") is cut at its first line.
 */
export function ownText(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^-- ?$/.test(line)) break;
    if (QUOTE_HEADERS.some((re) => re.test(line.trim())) || isHeaderBlock(lines, i)) break;
    // "On Mon, 1 Jan 2024 at 10:00, Ana <" / "ana@example.com> wrote:" split over two lines: drop both.
    if (/\bwrote:\s*$/i.test(line) && kept.length > 0 && /^on\b/i.test(kept[kept.length - 1].trim())) {
      kept.pop();
      break;
    }
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n');
}

const VERDICT = /^\s*(dec_[0-9A-Za-z]{26})[ \t]+(approved|denied|changed)(?:[ \t]+(.*?))?[ \t]*$/i;
const LOOKS_LIKE_VERDICT = /^\s*dec_/i;

export type ParsedVerdicts = { ok: true; verdicts: VerdictLine[] } | { ok: false; reason: 'no_verdict' | 'malformed_verdict'; line?: number };

/**
 * Every verdict line of the sender's own text, in order. A line that starts with `dec_` but is not a
 * verdict line makes the whole reply malformed: it is refused rather than half applied.
 */
export function parseVerdicts(body: string): ParsedVerdicts {
  const verdicts: VerdictLine[] = [];
  const lines = ownText(body).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = VERDICT.exec(line);
    if (m) {
      // Notes are kept as written (trimmed, bounded); mail programs may add a trailing non-breaking space.
      const note = (m[3] ?? '').replace(/[\u00a0\s]+$/u, '').trim();
      verdicts.push({
        decisionId: `dec_${m[1].slice(4).toUpperCase()}`,
        outcome: m[2].toLowerCase() as ReviewOutcome,
        note: note === '' ? null : note.slice(0, MAX_NOTE),
      });
    } else if (LOOKS_LIKE_VERDICT.test(line)) {
      return { ok: false, reason: 'malformed_verdict', line: i + 1 };
    }
  }
  return verdicts.length > 0 ? { ok: true, verdicts } : { ok: false, reason: 'no_verdict' };
}
