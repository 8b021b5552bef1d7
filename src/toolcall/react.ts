// ReAct text, as agents print their steps: `Question:` / `Thought:` / `Action: Tool` / `Action Input: {...}` /
// `Observation: ...`, repeated. Pure and linear in the text: one pass over the line starts.

/** The labels a ReAct step line starts with. */
export type ReactLabel = 'preamble' | 'question' | 'thought' | 'action' | 'action_input' | 'observation' | 'final_answer';

export interface ReactSegment {
  label: ReactLabel;
  /** The text after the label, up to the next label line (trimmed). */
  text: string;
}

// "Action Input" before "Action"; an optional step number ("Action 2:", "2. Thought:") is allowed.
const MARKER =
  /^[ \t]*(?:\d+[.)][ \t]*)?(Question|User Input|User Request|Thought|Action[ \t]+Input|Action|Observation|Final[ \t]+Answer)(?:[ \t]+\d+)?[ \t]*:[ \t]*/gim;

const LABELS: Record<string, ReactLabel> = {
  question: 'question',
  'user input': 'question',
  'user request': 'question',
  thought: 'thought',
  'action input': 'action_input',
  action: 'action',
  observation: 'observation',
  'final answer': 'final_answer',
};

/** The text cut at its label lines; text before the first label is the preamble (left out when blank). */
export function reactSegments(text: string): ReactSegment[] {
  const out: ReactSegment[] = [];
  const marks: { label: ReactLabel; start: number; end: number }[] = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m !== null; m = MARKER.exec(text)) {
    marks.push({ label: LABELS[m[1]!.toLowerCase().replace(/[ \t]+/g, ' ')] ?? 'thought', start: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) MARKER.lastIndex++;
  }
  const pre = text.slice(0, marks[0]?.start ?? text.length).trim();
  if (pre !== '') out.push({ label: 'preamble', text: pre });
  marks.forEach((mk, i) => out.push({ label: mk.label, text: text.slice(mk.end, marks[i + 1]?.start ?? text.length).trim() }));
  return out;
}

/** Whether text reads as ReAct steps: it has an Action line (or, for a scratchpad, an Observation line). */
export function looksLikeReact(text: string, options: { scratchpad?: boolean } = {}): boolean {
  const re = options.scratchpad ? /^[ \t]*(?:\d+[.)][ \t]*)?(Action|Observation|Thought)(?:[ \t]+\d+)?[ \t]*:/im : /^[ \t]*(?:\d+[.)][ \t]*)?Action(?:[ \t]+\d+)?[ \t]*:/im;
  return re.test(text);
}

/** An action line's tool name and, when the line carries them, its arguments (`Tool[{...}]`, `Tool({...})`, a JSON blob). */
export function readActionText(text: string): { name: string; input?: string | unknown } | null {
  const t = text.replace(/^```[a-zA-Z0-9_-]*[ \t]*\n?/, '').replace(/\n?```\s*$/, '').trim();
  // The structured-chat agent's form: {"action": "Tool", "action_input": {...}}.
  if (t.startsWith('{')) {
    try {
      const v = JSON.parse(t) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const o = v as Record<string, unknown>;
        const name = typeof o.action === 'string' ? o.action : typeof o.tool === 'string' ? o.tool : typeof o.name === 'string' ? o.name : null;
        if (name !== null) return { name, input: o.action_input ?? o.tool_input ?? o.arguments ?? o.args };
      }
    } catch {
      // not a JSON action: read the first line as a name
    }
  }
  const first = (t.split('\n')[0] ?? '').trim().replace(/^[`'"*]+|[`'"*.]+$/g, '').trim();
  // A call written out: `Tool[{...}]`, `Tool({...})`, `search(query='x', n=3)`, `tool()` (no arguments).
  const call = /^([A-Za-z_][\w.:-]*)\s*[([]([\s\S]*)[)\]]$/.exec(first);
  if (call) return { name: call[1]!, input: call[2]!.trim() === '' ? {} : call[2]! };
  if (first === '' || /^(none|n\/a|null|no action|nothing)$/i.test(first)) return null;
  return { name: first };
}

/** `Name: description` lines of a prompt listing its tools, by the name as written. */
export function toolListOf(preamble: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of preamble.split('\n').slice(0, 2000)) {
    const m = /^[ \t]*[-*]?[ \t]*`?([A-Za-z_][\w.:-]{0,127})`?[ \t]*:[ \t]*(\S.{0,1999})$/.exec(line);
    if (m && !out.has(m[1]!)) out.set(m[1]!, m[2]!.trim());
  }
  return out;
}

/** A heading that introduces the tools an agent may use ("You have access to the following tools:", "Available tools:"). */
const TOOL_HEADING = /\b(?:you (?:have access to|can use|may use)(?: the following)?(?: tools| functions)?|(?:the )?following (?:tools|functions)|available (?:tools|functions)|tools (?:available|you can use)|tools)\s*:/i;
const TOOL_NAME = /^[A-Za-z_][\w.:-]{0,127}$/;

/**
 * A prompt without the tool list it declares (the heading and its `name: description` lines): what the tools say of
 * themselves is no one's words in the conversation.
 */
export function withoutDeclaredTools(text: string): string {
  const h = TOOL_HEADING.exec(text);
  if (!h || declaredToolsIn(text).size === 0) return text;
  const rest = text.slice(h.index + h[0].length);
  const end = rest.search(/\n[ \t]*\n/);
  return text.slice(0, h.index) + (end < 0 ? '' : rest.slice(end));
}

/**
 * The tools a prompt declares, by name as written: `name: description` or `- name` lines after a heading
 * ("You have access to the following tools:"), or a comma-separated list on the heading's own line
 * ("Available tools: search, send_email"). Empty when the text has no such heading.
 */
export function declaredToolsIn(text: string): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const h = TOOL_HEADING.exec(text);
  if (!h) return out;
  const rest = text.slice(h.index + h[0].length);
  const [first = '', ...lines] = rest.split('\n', 2001);
  const inline = first.split(/\s*,\s*/).map((s) => s.trim().replace(/^[`'"]+|[`'".]+$/g, '')).filter((s) => s !== '');
  if (inline.length > 0 && inline.every((s) => TOOL_NAME.test(s))) for (const n of inline) out.set(n, undefined);
  if (out.size > 0) return out;
  for (const line of lines) {
    if (line.trim() === '') {
      if (out.size > 0) break;
      continue;
    }
    const m = /^[ \t]*(?:[-*•]|\d+[.)])?[ \t]*`?([A-Za-z_][\w.:-]{0,127})`?[ \t]*(?::[ \t]*(.*))?$/.exec(line);
    if (!m || /^(question|thought|action|observation|final)$/i.test(m[1]!)) break;
    if (!out.has(m[1]!)) out.set(m[1]!, m[2]?.trim() || undefined);
  }
  return out;
}
