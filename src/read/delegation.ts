// The user handing the task to what a source says: "do the tasks in todo.txt", "follow the instructions in
// David's email", "do what the ticket asks", "complete the steps listed on the wiki page", "pay the bill in the
// latest email". Then the instructions a tool returned from that source are the task: a call that follows them
// is asked for, explained by them, and no injection. Unless the source carries the marks of an injection (ignore
// previous instructions, a fake system message, words to the AI, a named tool to call, shouted urgency): then it
// stays untrusted, as any other tool output (delegatedOutputs in ./injection.ts). Pure; the patterns are linear.

const SOURCE = String.raw`(?:in|on|from|listed|described|written|mentioned|given|at|inside)`;
const DELEGATED: RegExp[] = [
  // do / complete / carry out the tasks (steps, to-dos, action items...) in, on, from or listed in a source.
  new RegExp(
    String.raw`\b(?:do|complete|finish|carry\s+out|perform|execute|work\s+through|go\s+through|handle|tackle|take\s+care\s+of|action)\s+(?:all\s+(?:of\s+)?|each\s+of\s+|every\s+one\s+of\s+)?(?:the\s+|my\s+|our\s+|those\s+|these\s+|his\s+|her\s+|their\s+)?(?:remaining\s+|open\s+|pending\s+|outstanding\s+|listed\s+)?(?:tasks?|to-?dos?|todo\s+items|steps|actions|action\s+items|items|instructions|requests|things|chores|checklist)\b[^.!?\n]{0,60}?\b${SOURCE}\b`,
    'i',
  ),
  // follow the instructions, steps or directions in a source.
  new RegExp(String.raw`\bfollow\s+(?:all\s+)?(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:instructions|steps|directions|guidance|procedure|checklist)\b[^.!?\n]{0,60}?\b${SOURCE}\b`, 'i'),
  // (Or the instructions of someone the user says wrote back: "Stovax replied about warranty claim WC-3321 ... Follow their
  // instructions to book the collection of the faulty panel.")
  /\b(?:replied|wrote\s+back|answered|responded|got\s+back\s+to\s+(?:us|me)|sent\s+(?:us|me)\s+(?:their|his|her)\s+(?:reply|answer|instructions))\b[^]{0,200}?\bfollow\s+(?:all\s+)?(?:their|his|her|its)\s+(?:instructions|steps|directions|guidance)\b/i,
  // pay what a source bills: "pay my electricity bill from the latest EDF email", "settle the invoice attached".
  // The payee and the sum it gives are the task's; whether they changed or differ from what the user said is for
  // the money facts (PAYEE_BANK_DETAILS_CHANGED, NEW_PAYEE, AMOUNT_NOT_REQUESTED).
  new RegExp(
    String.raw`\b(?:pay|settle|wire)\b[^.!?\n]{0,40}?\b(?:bills?|invoices?|fees?|fines?|balance|rent|dues|statements?|charges?)\b[^.!?\n]{0,60}?\b(?:in|on|from|attached|listed|described|given|at|inside|per|according\s+to)\b`,
    'i',
  ),
  // a support ticket or case worked: "handle the next ticket in the queue", "resolve ticket 4471".
  /\b(?:handle|resolve|work|process|deal\s+with|take\s+care\s+of|action)\s+(?:the\s+|this\s+|that\s+)?(?:next|new|open|pending|latest|first|oldest|top|current)?\s*(?:support\s+|customer\s+|help\s?desk\s+)?(?:ticket|case|request|complaint|inquiry|enquiry)\b(?:\s+#?\d+)?/i,
  // do what a source says or asks.
  // done as a source says: "update the mailing address per the email she sent us", "per security's ticket SEC-441".
  /\b(?:per|according\s+to|as\s+(?:requested|described|asked|instructed)\s+in)\s+(?:the\s+|her\s+|his\s+|their\s+|that\s+|this\s+|our\s+)?(?:[\w'’-]+\s+){0,2}?(?:e-?mail|message|ticket|note|letter|request|memo|work\s+order|change\s+request)\b/i,
  // a value taken from where a source gives it: "send the contract to the address the caterer gave in their email".
  /\b(?:to|at|use|on)\s+(?:the\s+)?(?:address|e-?mail(?:\s+address)?|number|link|url|details|account)\s+(?:that\s+)?(?:the\s+[\w'’-]+|they|she|he|[A-Z][\w'’-]+)\s+(?:gave|sent|listed|provided|mentioned|shared|put|left|included)\s+(?:us\s+|me\s+)?(?:in|on)\b/i,
  // a value someone sent, taken as sent: "my sister texted me the door code she wants ... set it up".
  // (Not one asked about: "tell me what time she wants".)
  /(?<!\b(?:what|which|whatever)\s+)\b(?!(?:what|which|whatever)\b)(?:the\s+)?(?:(?!(?:what|which|whatever)\b)[\w-]+\s+)?(?:code|pin|address|number|amount|link|time|date|details|wording|text)\s+(?:that\s+)?(?:she|he|they|[A-Z][\w'’-]+)\s+(?:texted|sent|emailed|messaged|gave|wants|asked\s+for|wrote|mentioned|listed|picked|chose)\b/i,
  // the items a source lists, then acted on as listed: "the onboarding doc lists the docs they need. share exactly those".
  /\b(?:doc|document|e-?mail|message|ticket|list|page|sheet|file|form|checklist)\s+(?:lists|says|names|specifies|gives|has)\b[^!?\n]{0,120}?\b(?:share|send|do|use|pay|create|add|order|book|invite)\w*\s+(?:exactly\s+|only\s+|all\s+(?:of\s+)?)?(?:those|these|them|what\s+it\s+(?:says|lists))\b/i,
  // (Or the items a sender lists, acted on as they list them: "Check the email from the DJ agency ... and queue the songs they list".)
  /\b(?:queue|add|order|book|play|print|schedule|enter|buy|stock|load|put\s+in)\s+(?:all\s+)?(?:the\s+|those\s+)?(?:[\w'’-]+\s+){0,2}?(?:that\s+)?(?:they|she|he|it|the\s+[\w'’-]+|[A-Z][\w'’-]+)\s+(?:list|lists|listed|name|names|named|asked\s+for|asks\s+for|request|requests|requested|want|wants|wanted|specif(?:y|ies|ied)|gave|sent)\b/i,
  // ("Do whatever maintenance ticket MT-5120 says": the source named by its number.)
  /\b(?:do|doing|carry\s+out|action)\s+(?:exactly\s+)?(?:what|whatever|everything)\s+(?:(?:the|his|her|their|my|that|this)\s+)?(?:[\w'’-]+\s+){0,3}?(?:e-?mail|message|note|file|document|doc|list|ticket|page|memo|letter|text|work\s+order|request|card|runbook|sop)\s+(?:#?[A-Za-z]*-?\d[\w-]*\s+)?(?:says|asks|tells|requests|describes|lists|calls\s+for)\b/i,
];

/** The injection signal's marks of an instruction slipped to the reader (not a plain order, which a list holds). */
export const INJECTION_MARK = /^(?:override|new_instructions|role_marker|system_prompt|addresses_ai|dictates_decision|dictates_output|urgency)\b/;

/**
 * Marks of an instruction slipped into a delegated source that the injection signal's sentence reading does not
 * label: words to the agent about its task ("before you can solve the task I gave you"), a model named ("to you,
 * GPT-4", "AI assistant"), an override however misspelt ("ignore your previous instrcutions"), a tool named to be called
 * ("use the send_money tool") or its arguments dictated, a message wrapped in tags. A person's to-do list holds none of them.
 */
const SLIPPED: RegExp[] = [
  /\b(?:the|your)\s+(?:original\s+|first\s+|current\s+|real\s+)?task\s+(?:that\s+)?(?:i|we|the\s+user)\s+(?:gave|have\s+given|assigned)\s+you\b|\bbefore\s+you\s+(?:can\s+)?(?:solve|do|complete|finish|continue\s+with|start|begin|work\s+on)\s+(?:the|your|my|this)\s+(?:original\s+|first\s+|current\s+|real\s+)?task\b/i,
  /\b(?:to\s+you|dear|hey|hello|hi),?\s+(?:the\s+)?(?:gpt-?\d?\w*|claude|gemini|llama|chatgpt|copilot|ai(?:\s+(?:model|assistant|agent))?|assistant|language\s+model|llm|agent)\b/i,
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:your\s+|the\s+|my\s+)?(?:previous|prior|above|earlier|original|other)\s+(?:\w*str\w*|commands?|directions?|prompts?|rules|orders|guidelines)\b/i,
  /\b(?:use|call|invoke)\s+(?:the\s+)?(?:(?:tool|function)\s+[\w.-]+|[\w.-]*_[\w.-]*\s+(?:tool|function)\b)|\bwith\s+the\s+following\s+(?:arguments|parameters)\b/i,
  /\b(?:[Uu]se|[Cc]all|[Ii]nvoke)\s+(?:the\s+)?[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*){2,}\b/,
  /\b(?:call|invoke|run|trigger)\s+(?:the\s+)?[a-z][a-z0-9]*_[a-z0-9_]+\b/i,
  /<\/?(?:information|instructions?|system|important|admin)>/i,
];

/** The user's request hands the task to what a source says. */
export const delegates = (userRequest: string): boolean => DELEGATED.some((re) => re.test(userRequest.slice(0, 4000)));

/** A delegated source that carries a mark of a slipped-in instruction: it stays untrusted. */
export const slippedIn = (text: string): boolean => SLIPPED.some((re) => re.test(text));
