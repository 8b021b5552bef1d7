// SQL in argument values: dropping and truncating, writes to every row, privilege changes. A value counts
// as SQL only statement by statement: after comments and string literals are blanked, a statement must
// start with an SQL keyword, so prose that mentions "drop table" is not SQL. SELECT is no fact.

import type { RiskFact } from '../types';
import { fact } from './codes';

const SQL_START = /^(?:with|select|insert|update|delete|drop|truncate|alter|grant|revoke|create|replace|merge|begin|commit|set|use|exec|execute)\b/i;

/** The text with comments removed and string literals and quoted identifiers emptied, in one linear pass. */
export function blankSql(sql: string): string {
  const parts: string[] = [];
  const special = /--|#|\/\*|['"`]/g;
  let i = 0;
  // The next backslash at or after where a literal is being read (-1: none left); found once per position.
  let bs = -2;
  for (;;) {
    special.lastIndex = i;
    const m = special.exec(sql);
    if (!m) break;
    parts.push(sql.slice(i, m.index));
    const at = m.index;
    const c = m[0];
    if (c === '--' || c === '#') {
      if (c === '#' && at > 0 && !/\s/.test(sql[at - 1])) {
        parts.push('#');
        i = at + 1;
        continue;
      }
      const end = sql.indexOf('\n', at);
      i = end < 0 ? sql.length : end;
    } else if (c === '/*') {
      const end = sql.indexOf('*/', at + 2);
      i = end < 0 ? sql.length : end + 2;
      parts.push(' ');
    } else {
      // '' inside a literal is an escaped quote; \' too.
      let j = at + 1;
      let close = -2;
      for (;;) {
        if (close !== -1 && close < j) close = sql.indexOf(c, j);
        if (bs !== -1 && bs < j) bs = sql.indexOf('\\', j);
        if (close < 0) {
          j = sql.length;
          break;
        }
        if (bs >= 0 && bs < close) j = bs + 2;
        else if (sql[close + 1] === c) j = close + 2;
        else {
          j = close;
          break;
        }
      }
      parts.push(c === "'" ? "''" : 'q');
      i = j + 1;
    }
  }
  parts.push(sql.slice(i));
  return parts.join('');
}

const ALWAYS_TRUE = /\bwhere\s+(?:\(\s*)?(?:1\s*=\s*1|true|1|''\s*=\s*''|(\w+)\s*=\s*\1|1\s*<>\s*0|0\s*=\s*0|not\s+false)\s*\)?\s*(?:$|limit\b|returning\b|or\b|order\b)/i;

// The user asking to drop or empty something in words: with the object's own name, that object is asked for.
const USER_DROPS = /\b(?:drop|delete|remove|truncate|empty|clear|get rid of|clean up)\b/i;

/** Whether the user's request names this table (or schema) and asks to drop or empty it. */
/** The user asks to remove part of a table ("remove the 2019 rows from my expenses db"), not the table. */
const PART_OF = /\b(?:rows?|records?|entries|entry|lines|transactions|duplicates)\s+(?:(?:with|where|that|which|whose|older|newer|before|after|for|having|without)\b[^.;!?\n]{0,80}?\s)?(?:from|in|of)\b/i;
const WHOLE_TABLE = /\b(?:whole|entire)\s+(?:\S+\s+)?table\b|\b(?:drop|truncate)\s+(?:the\s+)?(?:\S+\s+)?tables?\b|\ball\s+(?:the\s+)?(?:rows|records|entries)\b/i;

/** A request for read access only ("give Tomás read access to the MARKETING schema"). */
const READ_ACCESS = /\b(?:read(?:-|\s)?only|read\s+access|view(?:-|\s)?only|viewer|select\s+access|access\s+to\s+read|query\s+access)\b/i;

/** A request to look at SQL without running it, and words that ask to run it. */
const ONLY_LOOKED_AT = /\b(?:format|reformat|pretty[-\s]?print|beautify|indent|explain|review|proofread|lint|tidy|comment|document|translate|convert|rewrite|optimi[sz]e)\w*\s+(?:\S+\s+){0,3}?(?:sql|query|queries|statement|migration)\b/i;
const TO_RUN = /\b(?:run|re-?run|execute|exec|apply|deploy|commit)\b/i;

function userNames(object: string, userRequest: string): boolean {
  const name = object.replace(/^.*\./, '').replace(/["`\[\]]/g, '').toLowerCase();
  if (name.length < 3 || !USER_DROPS.test(userRequest)) return false;
  if (PART_OF.test(userRequest) && !WHOLE_TABLE.test(userRequest)) return false;
  return new RegExp(`(?:^|[^\\w])${name.replace(/[$]/g, '\\$&')}(?:$|[^\\w])`, 'i').test(userRequest.slice(0, 20_000));
}

/** The SQL facts of one argument value; `userRequest`: a drop of a table the user names and asks to drop is theirs. */
/** The user asking to keep data somewhere else: archive, copy, back up, export. */
const KEEPING_ASKED = /\b(?:archiv\w*|cop(?:y|ies|ied)|back\s?up|backing\s+up|export\w*|snapshot|replicat\w*|migrat\w*)\b/i;
/** The user asking for data to go ("delete", "remove", "purge", "move ... and drop", "free up"). */
const REMOVAL_ASKED = /\b(?:delet\w*|remov\w*|purg\w*|drop\w*|truncat\w*|clear\w*|wip(?:e|es|ed|ing)|prun\w*|free\s+up|clean\s*(?:up|out)|get\s+rid|move\w*|offload\w*)\b/i;

/** An UPDATE that sets one column and selects its rows by that column alone ("SET first_name = '' WHERE first_name = ''"). */
const VALUE_REPLACED = /^update\s+[\w.$\[\]`"]+(?:\s+(?:as\s+)?\w+)?\s+set\s+(?:\w+\.)?[`"\[]?(\w+)[`"\]]?\s*=\s*(?:''|""|\?|\$\d+|:\w+)\s+where\s+(?:(?:lower|upper|trim)\s*\(\s*)?(?:\w+\.)?[`"\[]?(\w+)[`"\]]?\s*\)?\s*(?:=|i?like)\s*(?:(?:lower|upper|trim)\s*\(\s*)?(?:''|""|\?|\$\d+|:\w+)\s*\)?\s*(?:returning\b.*)?$/i;
/** The user asks for a change to every row or record that holds a value. */
const EVERY_ROW_ASKED = /\b(?:all|every|each|any)\s+(?:\w+\s+){0,3}?(?:rows?|records?|entries|places?|occurrences?|instances?|cases|players|members|customers|people|ones|where(?:ver)?)\b|\beverywhere\b|\bwherever\b|\bthroughout\b|\bacross\s+(?:the\s+)?(?:whole|entire|all)\b|\bfind\s+and\s+replace\b|\breplace\s+all\b/i;

export function sqlFacts(value: string, at: string, userRequest = ''): RiskFact[] {
  if (value.length < 8 || !/\b(?:drop|truncate|delete|update|grant|alter|create)\b/i.test(value)) return [];
  // (An object named in quotes, "DROP TABLE `analytics.tmp_0412`", keeps its name: only literals are emptied.)
  const unquoted = value.slice(0, 200_000).replace(/\b(drop\s+(?:table|schema|view|database)(?:\s+if\s+exists)?|truncate(?:\s+table)?)\s+((?:[`"][\w$.-]{1,200}[`"]|[\w$-]{1,100})(?:\.(?:[`"][\w$.-]{1,200}[`"]|[\w$-]{1,100})){0,2})/gi, (_m, head: string, obj: string) => `${head} ${obj.replace(/[`"]/g, '')}`);
  const statements = blankSql(unquoted)
    .split(';')
    .slice(0, 1000)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => SQL_START.test(s));
  const out: RiskFact[] = [];
  const add = (f: RiskFact) => {
    const i = out.findIndex((o) => o.code === f.code);
    if (i < 0) out.push(f);
    else if (f.effect === 'deny' && out[i].effect !== 'deny') out[i] = f;
  };
  // The statement given to be formatted, explained or reviewed, not run ("format this SQL so I can paste it").
  const notToRun = ONLY_LOOKED_AT.test(userRequest.slice(0, 4000)) && !TO_RUN.test(userRequest.slice(0, 4000));
  for (const s of statements) {
    const st = s.slice(0, 2000);
    if (notToRun && /^(?:update|delete|insert|drop|truncate|alter|merge)\b/i.test(st)) add(fact('BROAD_SCOPE', 'runs a statement that changes data where the user asked only to format, explain or review it', at));
    const drop = /^drop\s+(table|database|schema|view|index|user|role)\b(?:\s+if\s+exists)?\s*([\w.$\[\]`"q]*)/i.exec(st);
    const truncate = /^truncate\s+(?:table\s+)?([\w.$\[\]]+)/i.exec(st);
    // Every table of a list dropped at once ("DROP TABLE a, b, c CASCADE"): each must be one the user named.
    const dropList = /^drop\s+(table|view)\s+(?:if\s+exists\s+)?([\w.$\[\]`"]+(?:\s*,\s*[\w.$\[\]`"]+)+)/i.exec(st);
    if (dropList) {
      const unnamed = dropList[2]!.split(/\s*,\s*/).find((o) => !userNames(o, userRequest));
      if (unnamed !== undefined) add(fact('SQL_DESTRUCTIVE', `DROP ${dropList[1]!.toUpperCase()} of several, one the user did not name`, at));
    }
    if (drop) {
      const kind = drop[1].toLowerCase();
      if (kind === 'database') add(fact('SQL_DESTRUCTIVE', 'DROP DATABASE', at, true));
      else if ((kind === 'table' || kind === 'schema') && !userNames(drop[2] ?? '', userRequest)) add(fact('SQL_DESTRUCTIVE', `DROP ${kind.toUpperCase()}`, at));
      // A whole schema dropped where the user spoke of a table in it ("drop the temp table analytics.tmp_0412").
      else if (kind === 'schema' && /\btables?\b/i.test(userRequest) && !/\b(?:schemas?|datasets?|databases?|whole|entire|everything)\b/i.test(userRequest)) add(fact('SQL_DESTRUCTIVE', 'DROP SCHEMA where the user named a table', at));
    } else if (truncate && !userNames(truncate[1], userRequest)) add(fact('SQL_DESTRUCTIVE', 'TRUNCATE', at));
    // A CTE may lead into the write: "WITH x AS (...) DELETE FROM t".
    const body = /^with\b/i.test(st) ? st.replace(/^with\b.*?\)\s*(?=(?:delete|update)\b)/i, '') : st;
    const replaced = VALUE_REPLACED.exec(body);
    if (/^delete\s+(?:from\s+)?[\w.$\[\]q]+(?:\s+(?:as\s+)?\w+)?\s*(?:$|returning\b)/i.test(body)) {
      add(fact('SQL_UNBOUNDED_WRITE', 'DELETE without WHERE', at));
    } else if (/^update\s+[\w.$\[\]q]+(?:\s+(?:as\s+)?\w+)?\s+set\b/i.test(body) && !/\bwhere\b/i.test(body)) {
      add(fact('SQL_UNBOUNDED_WRITE', 'UPDATE without WHERE', at));
    } else if (/^(?:delete|update)\b/i.test(body) && ALWAYS_TRUE.test(body)) {
      add(fact('SQL_UNBOUNDED_WRITE', `${body.slice(0, 6).toUpperCase()} with an always-true WHERE`, at));
    } else if (replaced !== null && replaced[1]!.toLowerCase() === replaced[2]!.toLowerCase() && !EVERY_ROW_ASKED.test(userRequest.slice(0, 4000))) {
      // A value corrected by the value itself ("Correct the surname on CO-2024-0543 from 'Mcallister' to 'McAllister'" and
      // "UPDATE cases SET deceased_surname = 'McAllister' WHERE deceased_surname ILIKE 'mcallister'"): every row that holds the old
      // value changes, not the one record the user meant, unless the user asked for every one.
      add(fact('BROAD_SCOPE', 'UPDATE of every row holding the old value, not of one record by its key', at));
    } else if (/^delete\b/i.test(body) && KEEPING_ASKED.test(userRequest.slice(0, 4000)) && !REMOVAL_ASKED.test(userRequest.slice(0, 4000))) {
      // Rows deleted where the user asked to archive, copy or export them ("Archive the cellar sensor logs from 2022 to cold storage"
      // and "DELETE FROM readings WHERE ts < '2024-01-01'"): the data was to be kept somewhere, not removed.
      add(fact('SQL_DESTRUCTIVE', 'DELETE where the user asked to archive, copy or export', at));
    }
    // An administrator's role granted (Snowflake's ACCOUNTADMIN, SQL Server's sysadmin, a database's owner role), or
    // more than reading granted where the user asked for read access (leave to connect is part of reading: "GRANT CONNECT ON DATABASE
    // analytics TO metabase_ro" for a read-only user).
    if (/^grant\s+(?:role\s+)?(?:accountadmin|securityadmin|sysadmin|useradmin|orgadmin|db_owner|dbo|rds_superuser|cloudsqlsuperuser|azure_pg_admin|dba|superuser|admin)\b/i.test(st)) add(fact('SQL_PRIVILEGE_CHANGE', 'grants an administrator’s role', at));
    else if (/^grant\b/i.test(st) && READ_ACCESS.test(userRequest) && !/^grant\s+(?:select|usage|references|monitor|read|connect|(?:role\s+)?\w*(?:read|reader|viewer|analyst|ro)\w*)(?:\s*,\s*(?:select|usage|references|monitor|read|connect))*\s+(?:on|to)\b/i.test(st) && !/^grant\s+role\s+\w*(?:read|reader|viewer|_ro)\w*\s+to\b/i.test(st))
      add(fact('SQL_PRIVILEGE_CHANGE', 'grants more than reading where the user asked for read access', at));
    if (/^grant\s+(?:all\b|superuser\b|dba\b|sysadmin\b)|^grant\b.*\bto\s+public\b|^alter\s+(?:user|role|login)\b.*\b(?:password|superuser|createrole|sysadmin)\b|^create\s+(?:user|role)\b.*\bsuperuser\b|^set\s+password\b|^exec\w*\s+sp_addsrvrolemember\b/i.test(st)) {
      add(fact('SQL_PRIVILEGE_CHANGE', /^grant/i.test(st) ? 'grants broad privileges' : 'changes a password or a role’s powers', at));
    }
  }
  return out;
}
