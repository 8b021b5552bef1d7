// Actor candidates: who proposes the action.
//
// - JSON leaves under agent, actor, agent_name, agent_id, actor_name (strong); from, sender, requested_by,
//   requester, initiated_by, submitted_by, caller, assistant, bot (medium); user, username (weak); and name,
//   id, username, handle or email inside such an object (/agent/name, /actor/id, /sender/email). The value is
//   the trimmed leaf: 1 to 128 characters, one line, not a bare number and not an IBAN ({"from": "DE89..."}
//   in a transfer is an account, not an actor).
// - "Key: value" lines in text (agent, actor, bot, from, sender, requested by, von, absender, de, expéditeur,
//   remitente), the value up to the end of the line (1 to 128 characters).
// - The mail sender: `doc.mail.from`, the address of the From header. The reader puts it in no part (no part
//   kind is meant for it), so its candidate has source { part: -1, start: 0, end: from.length }: part -1
//   means the mail's From header, and raw === doc.mail.from.slice(start, end).
//
// value = raw = the actor as written. Cues: 'key:<key>', 'line:<word>', 'mail_from'.

import { cutByBudget, draft, keyWords, leafKey, LOOSE_CAP, trimmedSpan, type Draft, type ExtractContext, type ScanPart } from './common';
import { ibanChecksumOk } from './targets';

/** Source part index of a candidate read from the mail's From header (`doc.mail.from`). */
export const MAIL_FROM_PART = -1;

const LINE = /^[ \t]*(agent|actor|bot|from|sender|requested by|von|absender|de|expéditeur|expediteur|remitente)[ \t]*:[ \t]*([^\r\n]*)$/gimu;

function acceptable(value: string): boolean {
  if (value.length < 1 || value.length > 128 || /[\r\n]/.test(value)) return false;
  if (/^[\d\s.,+-]+$/.test(value)) return false;
  if (ibanChecksumOk(value.replace(/[ \u00a0]/g, ''))) return false;
  return true;
}


export function extractActors(ctx: ExtractContext): Draft[] {
  const out: Draft[] = [];
  const from = ctx.doc.mail?.from;
  if (typeof from === 'string' && from.length > 0 && from.length <= 320) {
    out.push({ kind: 'actor', value: from, raw: from, source: { part: MAIL_FROM_PART, start: 0, end: from.length }, cues: ['mail_from'] });
  }
  let loose = 0;
  for (const sp of ctx.parts) {
    const keyed = keyedLeaf(sp);
    if (keyed) {
      out.push(keyed);
      continue;
    }
    if (sp.part.kind === 'json' || loose >= LOOSE_CAP) continue;
    for (const d of lines(sp)) {
      if (loose >= LOOSE_CAP) break;
      out.push(d);
      loose++;
    }
  }
  return out;
}

function keyedLeaf(sp: ScanPart): Draft | null {
  const key = leafKey(sp, 'actor');
  if (!key) return null;
  // "role": "user" is a role, not the user; only leaves named for a person or agent count.
  if (sp.key !== null && keyWords(sp.key).includes('role')) return null;
  const whole = trimmedSpan(sp.text);
  if (!whole || cutByBudget(sp, whole.end)) return null;
  const value = sp.text.slice(whole.start, whole.end);
  if (!acceptable(value)) return null;
  return draft(sp, 'actor', whole.start, whole.end, value, [key.cue, 'whole']);
}

function lines(sp: ScanPart): Draft[] {
  const text = sp.text;
  if (!text.includes(':')) return [];
  const out: Draft[] = [];
  LINE.lastIndex = 0;
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    if (m[0].length === 0) LINE.lastIndex++;
    const word = m[1].toLowerCase();
    const valueRaw = m[2];
    const valueStart = m.index + m[0].length - valueRaw.length;
    const trimmed = valueRaw.replace(/[ \t]+$/, '');
    const end = valueStart + trimmed.length;
    if (!acceptable(trimmed) || cutByBudget(sp, end)) continue;
    out.push(draft(sp, 'actor', valueStart, end, trimmed, [`line:${word}`]));
  }
  return out;
}
