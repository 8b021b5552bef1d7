// Reading form fields and the confirmations shown after a POST redirects back (Post/Redirect/Get).

import type { Request } from 'express';
import type { Notice } from './layout';

/** A string field of a form body, cut to max characters; '' when absent or not a string. */
export function formField(req: Request, name: string, max: number): string {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
}

/** A query parameter as one string ('' when absent or repeated). */
export function queryParam(req: Request, name: string, max = 200): string {
  const v = req.query[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
}

const DONE: Record<string, string> = {
  password: 'Your new password is saved. Other sessions of yours were signed out.',
  verdict: 'Verdict recorded. It is on the decision record and in the agreement report.',
  settings: 'Settings saved. They apply to the next decision.',
  'settings-unchanged': 'Nothing to save: no setting was changed.',
  'key-revoked': 'Key revoked. Requests with it are refused from now on.',
  'agent-saved': 'Agent saved.',
  'agent-removed': 'Agent removed.',
  mode: 'Agents mode saved.',
  'tool-saved': 'Tool saved.',
  'tool-removed': 'Tool removed.',
  'tools-imported': 'Catalogue imported.',
  'shadow-set': 'Shadow set. Every live decision is now also decided with it; the live answer does not change.',
  'shadow-promoted': 'Shadow promoted: its settings and tools are live from the next decision, and there is no shadow now.',
  'shadow-cleared': 'Shadow cleared. Nothing live changed.',
  'shadow-none': 'There is no shadow in this environment.',
};

/** The confirmation named by ?done=, from a fixed list (nothing from the URL is echoed). */
export function doneNotice(req: Request): Notice | null {
  const text = DONE[queryParam(req, 'done', 40)];
  return text ? { kind: 'ok', text } : null;
}
