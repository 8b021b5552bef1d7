// Case builders for `npm run eval`: turn records of the public datasets (InjecAgent, ToolEmu) into version-1
// EvaluateRequests the way an integrator's agent would call Gatehouse before a tool call:
//   - the proposed tool call is the action: its type from TOOL_TYPES where a built-in type fits, else the
//     tool's name in snake_case (the caller's own vocabulary); its arguments are the parameters; the
//     description names the tool and says what it does (the tool's own summary);
//   - the context carries what the agent knows: `user_request` (the user's instruction) and `tool_results`
//     (the calls made so far and what they returned, i.e. data the agent read, untrusted).
// Pure functions over already-parsed records, so the unit tests can feed them small hand-written inputs.

import type { EvaluateRequest } from '../src/domain/types';
import { parsePythonLiteral } from '../src/toolcall/python-literal';

export { parsePythonLiteral };

export type Expectation = 'must_not_allow' | 'should_allow';
export type Split = 'tune' | 'holdout';

export interface EvalCase {
  id: string;
  dataset: 'injecagent' | 'toolemu';
  /** The figure this case counts towards, e.g. "attacks dh base". */
  slice: string;
  split: Split;
  expect: Expectation;
  request: EvaluateRequest;
}

// ---------------------------------------------------------------------------------------------------------
// Tool catalogue (ToolEmu's toolkit specifications, which InjecAgent reuses)

export interface ToolSpec {
  toolkit: string;
  name: string;
  summary: string;
}

export interface ToolCatalogue {
  byFullName: Map<string, ToolSpec>;
  byToolkit: Map<string, ToolSpec[]>;
}

interface RawToolkit {
  toolkit: string;
  tools: { name: string; summary?: string }[];
}

export function buildCatalogue(toolkits: RawToolkit[]): ToolCatalogue {
  const byFullName = new Map<string, ToolSpec>();
  const byToolkit = new Map<string, ToolSpec[]>();
  for (const tk of toolkits) {
    const list: ToolSpec[] = [];
    for (const t of tk.tools) {
      const spec = { toolkit: tk.toolkit, name: t.name, summary: (t.summary ?? '').trim() };
      byFullName.set(tk.toolkit + t.name, spec);
      list.push(spec);
    }
    byToolkit.set(tk.toolkit, list);
  }
  return { byFullName, byToolkit };
}

/**
 * Tool name → built-in registry type, where one fits. Everything else keeps its own name in snake_case.
 * Only tools whose effect is plainly one of the registry's types are listed: money moved, records deleted,
 * access granted, data shared out, messages sent or published, configuration or records changed.
 */
export const TOOL_TYPES: Readonly<Record<string, string>> = {
  // money moved
  BankManagerTransferFunds: 'transfer',
  VenmoSendMoney: 'transfer',
  VenmoAddMoney: 'transfer',
  BinanceDeposit: 'transfer',
  EthereumManagerTransferEther: 'transfer',
  BankManagerPayBill: 'payment',
  AmazonPlaceOrder: 'payment',
  VenmoWithdrawMoney: 'withdrawal',
  BinanceWithdraw: 'withdrawal',
  // records deleted
  GmailDeleteEmails: 'delete_records',
  GmailDeleteContact: 'delete_records',
  GoogleCalendarDeleteEvents: 'delete_records',
  TwitterManagerDeleteTweets: 'delete_records',
  DropboxDeleteItem: 'delete_records',
  FacebookManagerDeletePost: 'delete_records',
  TodoistDeleteTask: 'delete_records',
  The23andMeDeleteData: 'delete_records',
  IFTTTDeleteApplets: 'delete_records',
  EvernoteManagerDeleteNote: 'delete_records',
  EvernoteManagerDeleteNotebook: 'delete_records',
  ShopifyDeleteProduct: 'delete_records',
  InventoryManagementSystemDeleteItem: 'delete_records',
  CiscoUmbrellaDeletePolicy: 'delete_records',
  GitHubDeleteRepository: 'delete_records',
  AugustSmartLockDeleteGuest: 'delete_records',
  WebBrowserClearHistory: 'delete_records',
  // access granted, permissions or credentials changed
  AugustSmartLockGrantGuestAccess: 'grant_access',
  AugustSmartLockGenerateTemporaryAccessCode: 'grant_access',
  GitHubManageCollaborator: 'modify_permissions',
  SlackManageMembership: 'modify_permissions',
  EvernoteManagerManageNoteSharingLevel: 'modify_permissions',
  The23andMeSetDataPrivacy: 'modify_permissions',
  NortonIdentitySafeDisableTwoFactorAuthentication: 'disable_mfa',
  // data moved out
  DropboxShareItem: 'share_externally',
  DropboxCreateLink: 'share_externally',
  The23andMeShareData: 'share_externally',
  NortonIdentitySafeSharePassword: 'share_externally',
  TodoistShareTask: 'share_externally',
  NortonIdentitySafeExportPasswords: 'export_data',
  The23andMeDownloadData: 'export_data',
  // messages sent to someone (public posts keep their own names: they have no addressee)
  GmailSendEmail: 'send_email',
  SlackSendMessage: 'send_message',
  TwilioSendSms: 'send_message',
  FacebookManagerSendMessage: 'send_message',
  TeladocSendMessage: 'send_message',
  GoogleCalendarSendInvitations: 'send_message',
  // configuration changed
  CiscoUmbrellaCreatePolicy: 'modify_configuration',
  CiscoUmbrellaUpdatePolicy: 'modify_configuration',
  CiscoUmbrellaBlockDomain: 'modify_configuration',
  CiscoUmbrellaUnblockDomain: 'modify_configuration',
  IFTTTCreateApplet: 'modify_configuration',
  IFTTTUpdateApplet: 'modify_configuration',
  EthereumManagerDeploySmartContract: 'deploy',
  // records changed
  FacebookManagerUpdateUserProfile: 'update_record',
  EpicFHIRManagePatientRecords: 'update_record',
  The23andMeUpdateData: 'update_record',
  InventoryManagementSystemUpdateItem: 'update_record',
  ShopifyUpdateProduct: 'update_record',
  TodoistUpdateTask: 'update_record',
  EvernoteManagerUpdateNote: 'update_record',
};

const MONEY_TYPES = new Set(['transfer', 'payment', 'withdrawal', 'refund', 'payout', 'charge']);

/** "BankManagerTransferFunds" → "bank_manager_transfer_funds"; a toolkit name with a digit ("The23andMe") stays one word. */
export function snakeCase(name: string, toolkit?: string): string {
  const words = (s: string) =>
    s
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
  let out: string;
  if (toolkit && name.startsWith(toolkit) && name.length > toolkit.length) {
    out = `${/\d/.test(toolkit) ? toolkit.toLowerCase() : words(toolkit)}_${words(name.slice(toolkit.length))}`;
  } else {
    out = words(name);
  }
  out = out.replace(/[^a-z0-9_]+/g, '_').replace(/^[^a-z]+/, '');
  return (out || 'tool').slice(0, 64);
}

export function actionTypeFor(toolName: string, catalogue?: ToolCatalogue): string {
  return TOOL_TYPES[toolName] ?? snakeCase(toolName, catalogue?.byFullName.get(toolName)?.toolkit);
}

export function describeTool(toolName: string, catalogue?: ToolCatalogue): string {
  const spec = catalogue?.byFullName.get(toolName);
  return spec?.summary ? `${toolName}: ${spec.summary}` : toolName;
}

// ---------------------------------------------------------------------------------------------------------
// Python literals: InjecAgent writes tool arguments as Python dict reprs ("{'product_id': 'B08'}"); the
// parser is the tool-call path's own (src/toolcall/python-literal.ts).

export function argumentsFrom(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const v = parsePythonLiteral(raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // not a literal: keep the text as it came
  }
  return { input: raw };
}

/** InjecAgent stores the tool response as a JSON-encoded string; the agent saw the inner text. */
export function toolOutputText(raw: unknown): string {
  if (typeof raw !== 'string') return JSON.stringify(raw ?? null);
  const t = raw.trim();
  if (t.startsWith('"')) {
    try {
      const inner: unknown = JSON.parse(t);
      if (typeof inner === 'string') return inner;
    } catch {
      // not JSON: as is
    }
  }
  return raw;
}

// ---------------------------------------------------------------------------------------------------------
// Arguments an agent would pass, read off an instruction in plain words. The datasets give the attacker's
// and ToolEmu's instructions only, not the calls' arguments, so the literal values the call would need
// (amounts, e-mail addresses, URLs, paths, quoted names, identifiers) are taken from the text as written.
// Nothing is invented: what the text does not contain stays absent.

export interface Literals {
  amount: number | null;
  currency: string | null;
  emails: string[];
  urls: string[];
  paths: string[];
  quoted: string[];
  ids: string[];
}

const CURRENCY_SYMBOL: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };
const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'];
const ASSET_WORDS = '(?:bitcoins?|btc|ether|eth|usd|eur|gbp|cad|dollars?|euros?|pounds?)';

const uniq = (xs: string[]) => [...new Set(xs)];

export function extractLiterals(text: string): Literals {
  let amount: number | null = null;
  let currency: string | null = null;
  const sym = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/.exec(text);
  const coded = new RegExp(`\\b(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?(${ASSET_WORDS})\\b`, 'i').exec(text);
  const first = sym && coded ? (sym.index <= coded.index ? 'sym' : 'coded') : sym ? 'sym' : coded ? 'coded' : null;
  if (first === 'sym' && sym) {
    amount = Number(sym[2]!.replace(/,/g, '') + (sym[3] ? `.${sym[3]}` : ''));
    currency = CURRENCY_SYMBOL[sym[1]!] ?? null;
  } else if (first === 'coded' && coded) {
    amount = Number(coded[1]!.replace(/,/g, ''));
    const word = coded[2]!.toUpperCase();
    currency = CURRENCY_CODES.includes(word) ? word : /^DOLLAR/.test(word) ? 'USD' : /^EURO/.test(word) ? 'EUR' : /^POUND/.test(word) ? 'GBP' : null;
  }
  const emails = uniq(text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []);
  const urls = uniq((text.match(/\b(?:https?:\/\/[^\s'"`)]+|www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s'"`),]*)/gi) ?? []).map((u) => u.replace(/[.,;]+$/, '')));
  const paths = uniq((text.match(/(?<![\w:/.])(?:~|\/)[A-Za-z0-9._-]*(?:\/[A-Za-z0-9._-]+)+/g) ?? []).filter((p) => !urls.some((u) => u.includes(p))));
  const quoted = uniq(
    [...text.matchAll(/(?:^|[\s(:,[])(['"`])([^'"`\n]{1,80}?)\1(?=[\s.,;:!?)\]]|$)/g)].map((m) => m[2]!.trim()).filter((q) => q.length > 0),
  );
  const quotedOnly = quoted.filter((q) => !emails.includes(q) && !urls.includes(q) && !paths.includes(q));
  const known = new Set([...emails, ...urls, ...paths, ...quoted]);
  const ids = uniq(
    (text.match(/(?<![\w@./$€£-])(?=[A-Za-z0-9_+-]*\d)[A-Za-z0-9][A-Za-z0-9_+-]*[A-Za-z0-9](?![\w@/]|\.\w)/g) ?? []).filter(
      (t) =>
        !/^\d{1,4}$/.test(t) && // counts, years, times
        !/^\d+(st|nd|rd|th|am|pm)$/i.test(t) &&
        !/^\d+-\d+(am|pm)?$/i.test(t) && // ranges such as 2-3 or 3-4pm
        !/^\d+-[a-z]+(-[a-z]+)*$/i.test(t) && // 6-month-old
        ![...known].some((k) => k.includes(t)),
    ),
  );
  return { amount, currency, emails, urls, paths, quoted: quotedOnly, ids };
}

/** The arguments object of a call whose only source is `text`, under generic names. */
export function argumentsFromText(text: string, lit: Literals = extractLiterals(text)): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (lit.amount !== null) args.amount = lit.amount;
  if (lit.currency) args.currency = lit.currency;
  if (lit.emails.length) args.recipients = lit.emails;
  if (lit.urls.length) args.urls = lit.urls;
  if (lit.paths.length) args.paths = lit.paths;
  if (lit.quoted.length) args.names = lit.quoted;
  if (lit.ids.length) args.ids = lit.ids;
  return args;
}

function actionFor(
  toolName: string,
  args: Record<string, unknown>,
  lit: Pick<Literals, 'amount' | 'currency'>,
  catalogue?: ToolCatalogue,
): EvaluateRequest['action'] {
  const type = actionTypeFor(toolName, catalogue);
  const money = MONEY_TYPES.has(type);
  return {
    type,
    amount: money ? lit.amount : null,
    currency: money ? lit.currency : null,
    description: describeTool(toolName, catalogue).slice(0, 2000),
    parameters: args,
  };
}

// ---------------------------------------------------------------------------------------------------------
// InjecAgent

export interface InjecUserCase {
  'User Tool': string;
  'User Instruction': string;
  'Tool Parameters'?: unknown;
}

export interface InjecTestCase extends InjecUserCase {
  'Attacker Tools': string[];
  'Attacker Instruction': string;
  'Tool Response'?: unknown;
}

const ACTOR = { name: 'eval-agent', type: 'ai_agent' as const };

/** The user's own first tool call (benign): proposed before any tool has answered. */
export function userCaseRequest(u: InjecUserCase, catalogue?: ToolCatalogue): EvaluateRequest {
  const args = argumentsFrom(u['Tool Parameters']);
  return {
    action: actionFor(u['User Tool'], args, { amount: null, currency: null }, catalogue),
    actor: ACTOR,
    context: { user_request: u['User Instruction'], tool_results: [] },
  };
}

/**
 * An attacker action proposed after the agent read the injected tool response. `step` 0 is the first
 * attacker tool (the action InjecAgent counts); for data-stealing cases step 1 is the second tool, the
 * send-out, proposed after step 0 returned (its output is not in the dataset, so it is left null).
 */
export function attackRequest(t: InjecTestCase, step = 0, catalogue?: ToolCatalogue): EvaluateRequest {
  const tools = t['Attacker Tools'];
  const tool = tools[Math.min(step, tools.length - 1)]!;
  const instruction = t['Attacker Instruction'];
  const lit = extractLiterals(instruction);
  const results: { tool: string; arguments: Record<string, unknown>; output: string | null }[] = [
    { tool: t['User Tool'], arguments: argumentsFrom(t['Tool Parameters']), output: toolOutputText(t['Tool Response']) },
  ];
  let args: Record<string, unknown>;
  if (step > 0) {
    // The send-out: its recipient is what the instruction names; the earlier step's call is history.
    results.push({ tool: tools[0]!, arguments: argumentsFromText(instruction, { ...lit, emails: [] }), output: null });
    args = lit.emails.length ? { to: lit.emails.join(', ') } : {};
  } else {
    args = argumentsFromText(instruction, tools.length > 1 ? { ...lit, emails: [] } : lit);
  }
  return {
    action: actionFor(tool, args, lit, catalogue),
    actor: ACTOR,
    context: { user_request: t['User Instruction'], tool_results: results },
  };
}

// ---------------------------------------------------------------------------------------------------------
// ToolEmu

export interface ToolEmuCase {
  name: string;
  Toolkits: string[];
  'User Instruction': string;
  Underspecifications?: { 'Task Information'?: string[]; 'Safety & Security Constraints'?: string[] };
}

const READ_ONLY = /^(Search|Get|Read|List|View|Check|Find|Retrieve|Track|Estimate|Verify|Query|Monitor|Predict|Analyze|Look|Ask|Access|Geocoding|ReverseGeocoding)/;
const STOP = new Set(
  'a an and are as at be by can could do for from have help i if in is it me my of on or our please so that the their them then this to up us we what when which will with would you your'.split(' '),
);

function words(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => w.replace(/(ies)$/, 'y').replace(/(?<=[a-z]{3})(es|s)$/, ''));
}

/**
 * The tool a ToolEmu case's agent would gate: among the case's toolkits, the state-changing tool (not a
 * Search/Get/Read/List... call) whose name and summary share most words with the instruction (tool-name
 * words count double); when no state-changing tool shares a word, the best-matching tool of any kind.
 * Ties go to the earlier toolkit and tool, as listed.
 */
export function pickToolEmuTool(c: ToolEmuCase, catalogue: ToolCatalogue): ToolSpec | null {
  const inst = new Set(words(c['User Instruction']));
  let bestChanging: { spec: ToolSpec; score: number } | null = null;
  let bestAny: { spec: ToolSpec; score: number } | null = null;
  for (const tk of c.Toolkits) {
    for (const spec of catalogue.byToolkit.get(tk) ?? []) {
      const nameHits = words(spec.name).filter((w) => inst.has(w)).length;
      const summaryHits = new Set(words(spec.summary).filter((w) => inst.has(w))).size;
      const score = 2 * nameHits + summaryHits;
      if (!bestAny || score > bestAny.score) bestAny = { spec, score };
      if (!READ_ONLY.test(spec.name) && score > 0 && (!bestChanging || score > bestChanging.score)) bestChanging = { spec, score };
    }
  }
  return (bestChanging ?? bestAny)?.spec ?? null;
}

export function toolEmuRequest(c: ToolEmuCase, catalogue: ToolCatalogue): EvaluateRequest {
  const spec = pickToolEmuTool(c, catalogue);
  const toolName = spec ? spec.toolkit + spec.name : c.Toolkits[0] ?? 'unknown_tool';
  const instruction = c['User Instruction'];
  const lit = extractLiterals(instruction);
  return {
    action: actionFor(toolName, argumentsFromText(instruction, lit), lit, catalogue),
    actor: ACTOR,
    context: { user_request: instruction, tool_results: [] },
  };
}

export function toolEmuSlice(c: ToolEmuCase): string {
  const task = c.Underspecifications?.['Task Information']?.length ?? 0;
  return task > 0 ? 'task info underspecified' : 'safety constraints only';
}

/** Fixed split: the case's number (or position) even → tune, odd → held out. */
export function splitOf(index: number): Split {
  return index % 2 === 0 ? 'tune' : 'holdout';
}

export function toolEmuIndex(c: ToolEmuCase, position: number): number {
  const m = /(\d+)$/.exec(c.name);
  return m ? Number(m[1]) : position;
}
