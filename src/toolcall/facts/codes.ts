// The reason codes of the tool-call risk facts: each with the least outcome it leads to and what it means.
// Some facts raise their outcome to deny in the cases their meaning names; the effect here is the floor.

import type { RiskFact } from '../types';

export type FactEffect = RiskFact['effect'];

export const FACT_CODES = {
  SHELL_DESTRUCTIVE: {
    effect: 'review',
    meaning: 'a shell command deletes or overwrites recursively or wipes a disk (deny for the root, the home folder, a system folder, a disk device or a fork bomb)',
  },
  SHELL_DOWNLOAD_EXECUTE: { effect: 'deny', meaning: 'a shell command downloads code and runs it' },
  SHELL_REVERSE_SHELL: { effect: 'deny', meaning: 'a shell command hands a shell to a remote host' },
  SHELL_PERMISSION_WEAKENING: {
    effect: 'review',
    meaning: 'a shell command opens up file permissions, sets setuid, grants sudo or switches off a firewall or SELinux',
  },
  SHELL_CREDENTIAL_ACCESS: {
    effect: 'review',
    meaning:
      'a shell command reads or writes keys, password files, credential stores or shell history, or copies the system account database to a temporary folder or a web root (deny when it also sends over the network)',
  },
  SQL_DESTRUCTIVE: { effect: 'review', meaning: 'SQL drops a table or schema or truncates a table (deny for DROP DATABASE)' },
  SQL_UNBOUNDED_WRITE: { effect: 'review', meaning: 'SQL deletes or updates every row (no WHERE, or an always-true one)' },
  SQL_PRIVILEGE_CHANGE: { effect: 'review', meaning: 'SQL grants all privileges or superuser, or changes a user’s password' },
  SYSTEM_PATH: { effect: 'review', meaning: 'a call writes, deletes or discloses a file in a system location' },
  CREDENTIAL_PATH: {
    effect: 'review',
    meaning: 'a call writes, deletes or discloses a key or credential file (deny when the call also sends it out)',
  },
  EXTERNAL_RECIPIENT: {
    effect: 'review',
    meaning: 'a message or data goes to an address or URL outside the organisation’s domains, or to a raw IP address',
  },
  LOOKALIKE_DOMAIN: {
    effect: 'deny',
    meaning: 'a domain imitates one of the organisation’s domains or a well-known brand, or is the twin of a domain the user or the conversation shows (another suffix, a letter or two off, a word hung on it)',
  },
  SUSPICIOUS_DOMAIN: {
    effect: 'review',
    meaning:
      'a host in the call is named for an attack (malware, phishing, an attacker, a botnet or its command server), unless the tool blocks, reports or checks it; or a call sends or runs something towards an anonymous drop (a paste site, request catcher, tunnel or throwaway file host) the user did not name',
  },
  SECRET_EXFILTRATION: { effect: 'deny', meaning: 'a secret a tool returned earlier is in the arguments of a call that sends data out' },
  PERSONAL_DATA_DISCLOSURE: {
    effect: 'review',
    meaning: 'personal data a tool returned earlier (not given by the user) is in the arguments of a call that sends data out',
  },
  SECRET_IN_OUTGOING_CALL: { effect: 'review', meaning: 'a call that sends data out carries a secret (an API key, private key, token or password)' },
  NEW_PAYEE: { effect: 'review', meaning: 'money goes to a payee named neither by the user nor earlier in the conversation' },
  PAYEE_BANK_DETAILS_CHANGED: {
    effect: 'review',
    meaning: 'money moves after bank details were changed in the conversation (deny when it goes to the new account)',
  },
  BANK_DETAILS_CHANGE: { effect: 'review', meaning: 'the call changes a payee’s or supplier’s bank details' },
  INJECTION_SUSPECTED: {
    effect: 'review',
    meaning: 'the call follows an instruction found in a tool’s output, not the user’s request (deny when it sends data out or moves money)',
  },
  HIDDEN_INSTRUCTIONS: { effect: 'deny', meaning: 'text a person would not see (hidden HTML, comments, invisible characters) carries instructions' },
  FRAUD_INDICATORS: {
    effect: 'review',
    meaning:
      'a mail asks for payment, a bank-detail change or a login, with urgency or a mismatched sender (deny for bank-detail changes and credential lures); or a call takes the bait of a prize or easy-money lure a tool returned (deny when it hands over payment details or money)',
  },
  BROAD_SCOPE: { effect: 'review', meaning: 'a changing call acts on everything, the top of a tree or a home folder, or keeps nothing, where the user named less' },
  PRIVILEGE_ESCALATION: { effect: 'review', meaning: 'a call grants an owner or administrator role the user did not ask for' },
  SECURITY_WEAKENING: {
    effect: 'review',
    meaning: 'a call switches a safeguard off (MFA, protection, encryption, alarm) or opens access to everyone, unasked, or lifts a block on a domain nothing checked first',
  },
  REQUEST_WITHDRAWN: { effect: 'review', meaning: 'a changing call after the user took the request back (“actually, don’t send it yet”, “cancel that”) and did not give it again' },
  OWN_DOMAIN_BLOCKED: { effect: 'review', meaning: 'a call blocks one of the organisation’s domains, or the domain the user named as theirs, or one above or below it' },
  ENVIRONMENT_MISMATCH: { effect: 'review', meaning: 'a call acts on production where the user spoke of another environment' },
  SENSITIVE_FIELDS: { effect: 'review', meaning: 'a call asks for or sends sensitive personal or secret fields the user did not mention' },
  SQL_EXFILTRATION: { effect: 'deny', meaning: 'SQL writes data out of the database (TO PROGRAM, INTO OUTFILE) or runs a program or reads server files' },
  RECIPIENT_NOT_REQUESTED: {
    effect: 'review',
    meaning: 'a message, a share, an access or a credential goes to an e-mail address or phone number named neither by the user nor earlier in the conversation',
  },
  ACTIVE_CONTENT: { effect: 'review', meaning: 'a call publishes or sends script or event-handler markup the user did not ask for' },
  SAFETY_SYSTEM_DISABLED: {
    effect: 'review',
    meaning: 'a call silences, bypasses or switches off a life-safety alarm, interlock or guard (a pressure or gas alarm, a light curtain, an infusion pump alarm), asked for or not',
  },
  UNSAFE_SETPOINT: {
    effect: 'review',
    meaning: 'a device is set to a temperature outside the range people live in, unasked, or moved further than the degrees the user asked for; or a cooking or open heat source is turned on for someone who is leaving, away or asleep',
  },
  PACKAGE_TYPOSQUAT: {
    effect: 'review',
    meaning:
      'a command installs a package whose name is one or two letters away from a widely used package (a typosquat), unless the user named it; or builds a widely used package from a repository that is not its home, unless the user calls it their own fork',
  },
  DUPLICATE_PAYMENT: { effect: 'review', meaning: 'money moves for an invoice, a bill or a claim that a tool’s output in the conversation shows as paid already, and the user did not ask to pay it again' },
  UNAPPROVED_PAYMENT: {
    effect: 'review',
    meaning: 'money moves for an invoice, a bill or a claim that a tool’s output in the conversation shows as not approved, or from a vendor it shows as not yet verified, and the user did not name it',
  },
  AMOUNT_NOT_REQUESTED: { effect: 'review', meaning: 'money moves or a discount is given in a sum other than the one the user named (or a large sum when the user named none)' },
  UNDECLARED_TOOL: { effect: 'review', meaning: 'the request declares the tools the agent has (a tools list, an MCP tools/list, a list in the prompt) and the call’s tool is not among them' },
  OFF_TASK_TOOL: { effect: 'review', meaning: 'a changing call whose tool, description and arguments share no word or value with the user’s task or the conversation' },
  INJECTED_USER_INSTRUCTION: {
    effect: 'review',
    meaning:
      'the call follows text injected into the user’s turn after the task (ignore previous instructions, a fake “task complete”, a new goal appended) rather than the task (deny when it sends, moves money, deletes, runs code or changes access)',
  },
  UNDERSPECIFIED_TASK: {
    effect: 'review',
    meaning:
      'a call that cannot be undone (deletes, moves money, sends, controls a device, changes access, runs code) serves a task that leaves open what it acts on (“the unnecessary files”, “all my bookings”), whom it goes to, or rests on hearsay, and its arguments do not settle it',
  },
  HARMFUL_MALWARE: {
    effect: 'deny',
    meaning: 'the call makes, sends, spreads or hides malware, ransomware (or a ransom note), a keylogger or a web shell, runs or deploys one an earlier tool output showed, tries passwords against a system that is not the user’s, or serves a task that does',
  },
  HARMFUL_PHISHING: { effect: 'deny', meaning: 'the call makes or sends a credential lure (a phishing mail or a fake login page), or serves a task that does' },
  HARMFUL_HARASSMENT: { effect: 'deny', meaning: 'the call threatens, bullies, blackmails or exposes a person, or serves a task that does' },
  HARMFUL_HATE: {
    effect: 'deny',
    meaning: 'the call writes or spreads hate against a group of people or judges a person’s worth or fitness by their race, gender or religion, or serves a task that does',
  },
  HARMFUL_SEXUAL_MINORS: { effect: 'deny', meaning: 'the call makes, sends or fetches sexual content involving minors, or serves a task that does' },
  HARMFUL_WEAPONS: { effect: 'deny', meaning: 'the call makes or acquires weapons (explosives, chemical or biological agents, untraceable guns), or serves a task that does' },
  HARMFUL_DRUGS: { effect: 'deny', meaning: 'the call synthesises illicit drugs or procures them illicitly, or serves a task that does' },
  HARMFUL_DISINFORMATION: { effect: 'deny', meaning: 'the call fabricates or spreads fake news, fake evidence, deepfakes or disinformation, or serves a task that does' },
  HARMFUL_COPYRIGHT: { effect: 'deny', meaning: 'the call copies or spreads work in breach of copyright (pirated copies, DRM removed, another’s work passed off), or serves a task that does' },
  HARMFUL_FRAUD: { effect: 'deny', meaning: 'the call forges identity documents or money, launders money, evades tax or submits work under another person’s name, or serves a task that does' },
  HARMFUL_SEXUAL_EXPLOITATION: {
    effect: 'deny',
    meaning: 'the call serves sexual exploitation (trafficking, bestiality, soliciting explicit images, explicit content of a real person, a sex lure under a false identity), or a task that does',
  },
  HARMFUL_VIOLENCE: {
    effect: 'deny',
    meaning: 'the call poisons, hurts or kills a person or a pet, tampers with their food, drink or brakes, sets fire to their home, plans an attack or stages animal fights, or serves a task that does',
  },
  HARMFUL_SELF_HARM: {
    effect: 'deny',
    meaning: 'the call gives methods of suicide or self-harm, pushes someone towards them, promotes them or disordered eating, or serves a task that does',
  },
  HARMFUL_CONTENT_SUSPECTED: {
    effect: 'review',
    meaning:
      'a classifier trained on harmful requests and their legitimate look-alikes finds the call or the task it serves likely to produce or send harmful content (threats, harassment, fraud, fake reviews, disinformation, malware, ...) that no harm pattern names',
  },
} as const satisfies Record<string, { effect: FactEffect; meaning: string }>;

export type FactCode = keyof typeof FACT_CODES;

/** A fact with its code's effect, or a stronger one. */
export function fact(code: FactCode, detail: string, at?: string, deny = false): RiskFact {
  const out: RiskFact = { code, effect: deny ? 'deny' : FACT_CODES[code].effect, detail };
  if (at !== undefined) out.at = at;
  return out;
}
