// JSON lines on stderr. Callers pass identifiers and figures only: never request bodies, keys or secrets.

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: number = ORDER.info;

export function setLogLevel(level: string | undefined): void {
  if (level && level in ORDER) threshold = ORDER[level as Level];
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  process.stderr.write(JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }) + '\n');
}

export const log = {
  debug: (msg: string, f?: Record<string, unknown>) => write('debug', msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write('info', msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write('warn', msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write('error', msg, f),
};

export const errorName = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));
