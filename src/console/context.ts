// What every console page knows: the signed-in operator, the environment in view, and its own URLs.

import type { Session } from '../store/operators';
import type { ApprovalDeps } from '../usecases/approvals';
import type { BacktestUseCase } from '../usecases/backtests';
import type { Db } from '../store/db';
import type { EnvKind, EnvRef } from '../store/tenants';

export interface ConsoleDeps {
  db: Db;
  /** Base URL of the Temporal Web UI, for links to a decision's run; null when unknown. */
  temporalUiUrl: string | null;
  temporalNamespace: string;
  /** Approvals (issue 15): a verdict given here wakes the approval's run; the webhook secret's keys. */
  approvals?: ApprovalDeps;
  /** Backtests (issue 28): none when Temporal is out of reach of this process. */
  backtests?: BacktestUseCase;
}

export interface PageContext {
  session: Session;
  env: EnvRef;
  /** The section in view: the navigation marks it, and the environment switch links to it in the other environment. */
  section: Section;
}

export type Section = 'decisions' | 'agreement' | 'backtests' | 'shadow' | 'keys' | 'agents' | 'tools' | 'settings' | 'usage';

export const SECTIONS: { id: Section; label: string }[] = [
  { id: 'decisions', label: 'Decisions' },
  { id: 'agreement', label: 'Agreement' },
  { id: 'backtests', label: 'Backtests' },
  { id: 'shadow', label: 'Shadow' },
  { id: 'keys', label: 'API keys' },
  { id: 'agents', label: 'Agents' },
  { id: 'tools', label: 'Tools' },
  { id: 'settings', label: 'Settings' },
  { id: 'usage', label: 'Usage' },
];

export const envPath = (kind: EnvKind, section: Section, rest = '') => `/console/${kind}/${section}${rest}`;

/** An error meant for the operator: shown as a page with this status and text. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFoundPage = (what = 'page') => new ConsoleError(404, 'Not found', `There is no such ${what} in this environment of your organisation.`);
