// The user handing the task to what a source says: "do the tasks in todo.txt", "follow the instructions in
// David's email", "do what the ticket asks", "complete the steps listed on the wiki page". Then the instructions
// a tool returned from that source are the task: a call that follows them is asked for, explained by them, and
// no injection. Unless the source carries the marks of an injection (ignore previous instructions, a fake system
// message, words to the AI, a named tool to call, shouted urgency): then it stays untrusted, as any other tool
// output (delegatedOutputs in ./injection.ts). Pure; the patterns are linear.

const SOURCE = String.raw`(?:in|on|from|listed|described|written|mentioned|given|at|inside)`;
const DELEGATED: RegExp[] = [
  // do / complete / carry out the tasks (steps, to-dos, action items...) in, on, from or listed in a source.
  new RegExp(
    String.raw`\b(?:do|complete|finish|carry\s+out|perform|execute|work\s+through|go\s+through|handle|tackle|take\s+care\s+of|action)\s+(?:all\s+(?:of\s+)?|each\s+of\s+|every\s+one\s+of\s+)?(?:the\s+|my\s+|our\s+|those\s+|these\s+|his\s+|her\s+|their\s+)?(?:remaining\s+|open\s+|pending\s+|outstanding\s+|listed\s+)?(?:tasks?|to-?dos?|todo\s+items|steps|actions|action\s+items|items|instructions|requests|things|chores|checklist)\b[^.!?\n]{0,60}?\b${SOURCE}\b`,
    'i',
  ),
  // follow the instructions, steps or directions in a source.
  new RegExp(String.raw`\bfollow\s+(?:all\s+)?(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:instructions|steps|directions|guidance|procedure|checklist)\b[^.!?\n]{0,60}?\b${SOURCE}\b`, 'i'),
  // do what a source says or asks.
  /\b(?:do|doing)\s+(?:exactly\s+)?what\s+(?:the|his|her|their|my|that|this)\s+(?:[\w'’-]+\s+){0,3}?(?:e-?mail|message|note|file|document|doc|list|ticket|page|memo|letter|text)\s+(?:says|asks|tells|requests|describes)\b/i,
];

/** The injection signal's marks of an instruction slipped to the reader (not a plain order, which a list holds). */
export const INJECTION_MARK = /^(?:override|new_instructions|role_marker|system_prompt|addresses_ai|dictates_decision|dictates_output|urgency)\b|\btool\b/;

/** The user's request hands the task to what a source says. */
export const delegates = (userRequest: string): boolean => DELEGATED.some((re) => re.test(userRequest.slice(0, 4000)));
