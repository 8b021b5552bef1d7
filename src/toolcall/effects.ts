// What a tool call does, computed in code: effect classes from the tool's name (its maker's words), its
// description, its argument names and values, and the environment's catalogue. No tool, vendor or dataset
// is named here: the words are the ordinary verbs and nouns tool makers use.
//
// The name's verb leads ("get_payment_history" reads, "send_payment" moves money); nouns and arguments add
// what the verb alone does not say (a "command" argument executes code, a "to" address of a sending tool is
// external communication). A call nothing identifies as reading counts as a write: an unknown effect is
// never treated as harmless.

import { clearsOnlyScratch, SECRET_READ } from './facts/shell';
import { parsePythonCallArguments } from './python-literal';
import { EFFECT_CLASSES, type EffectClass, type ToolCall, type ToolDefinition } from './types';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

// Verbs, by what they do. A word may sit in several sets ("share" discloses and communicates).
const READ = set(`get gets list search read fetch find lookup look query view show check retrieve describe count browse top
  inspect status stat estimate predict analyze analyse calculate compute convert translate summarize summarise compare
  track monitor preview peek load scan ls cat head tail explore recommend suggest verify validate lint test diff
  download recognize recognise detect identify classify extract parse resolve geocode locate navigate see watch poll
  tell ask answer lookup info details discover print echo grep du df ps whoami pwd sum plan explain measure evaluate
  rank sort filter select aggregate tabulate average display decode simulate forecast`);
const WRITE = set(`forfeit confiscate expedite create update add set edit modify change put insert save write upload submit book reserve schedule reimburse void complete dismiss resolve boost
  order place apply register enroll assign move rename copy archive install enable configure mark tag label import sync
  publish reply respond invite follow unfollow like comment approve accept decline reject start stop restart trigger run
  execute launch deploy merge commit push cancel close open toggle turn make generate mint sign fill autofill organize
  organise join leave clear manage control handle post send transfer pay refund charge buy purchase topup sell trade withdraw deposit
  grant revoke share forward delete remove drop destroy purge wipe erase truncate kill terminate uninstall overwrite discard
  reset format shred unlink unpublish disable block unblock ban lock unlock arm disarm dispatch redirect request claim upgrade
  downgrade patch replace append attach detach link unlink enable activate deactivate suspend resume pause rotate migrate
  issue renew extend transfer give donate tip mute unmute pin unpin star unstar retweet tweet email mail message text
  call dial notify alert broadcast announce print report flag bypass override scale resize grade prune release cordon uncordon
  drain evict taint award rerun retrigger rebuild redeploy adjust increase decrease raise lower reduce restore syndicate
  shift reschedule postpone silence snooze acknowledge ack initiate scrap`);
/** A tool's name words for a remote session or remote access that it opens, not one it ends ("remote_support.start_session"). */
export const namesRemoteSession = (nameWords: readonly string[]): boolean =>
  nameWords.includes('remote') &&
  nameWords.some((x) => /^(?:session|sessions|support|access|control|desktop|assistance|takeover)$/.test(x)) &&
  !nameWords.some((x) => /^(?:end|ends|stop|stops|close|closes|terminate|terminates|revoke|revokes|disconnect|disconnects)$/.test(x));
/** Nouns for what a view shows ("results", "report", "summary"). */
const SHOWN = /^(?:results?|reports?|summary|summaries|history|logs?|stats|statistics|status|balances?|totals?|counts?|metrics|analytics|overview|dashboard|occupancy|availability|forecast|readings?)$/;
/** A tool that answers the user who asked ("reply_to_user", "respond_to_user", "final_answer"), by its name's words. */
export function answersTheAsker(nameWords: readonly string[]): boolean {
  return (
    (/^(?:reply|respond|answer|tell|message|say|ask|inform|return)$/.test(nameWords[0] ?? '') && nameWords.at(-1) === 'user' && nameWords.length <= 4) ||
    (nameWords.length === 2 && nameWords[0] === 'final' && nameWords[1] === 'answer')
  );
}

/**
 * Python that only computes: arithmetic and pure functions over literals, printed (`amts=[14.85, 17.40]\nprint(sum(amts))`).
 * No import but the standard library's pure modules, no file, network, process or dynamic code; a few lines at most.
 */
const IMPURE = /\b(?:open|exec|eval|compile|__import__|getattr|setattr|globals|locals|input|breakpoint)\s*\(|\b(?:os|sys|subprocess|shutil|socket|requests|urllib|http|ftplib|smtplib|pathlib|glob|pickle|ctypes|multiprocessing|threading|asyncio|importlib|builtins|webbrowser|tempfile|sqlite3|boto3|paramiko)\b|\bimport\s+(?!(?:math|statistics|decimal|fractions|datetime|json|re|collections|itertools|functools|operator|random|string|textwrap|calendar)\b)|\bfrom\s+(?!(?:math|statistics|decimal|fractions|datetime|json|re|collections|itertools|functools|operator|random|string|textwrap|calendar)\b)\w+\s+import\b|[`$]|\b(?:rm|curl|wget|chmod|sudo)\s|\.(?:write|unlink|remove|rmdir|system|popen|send|post|put|delete)\s*\(|\.\/|&&|\|\|/;
export function pureComputation(code: string): boolean {
  const c = code.trim();
  if (c.length === 0 || c.length > 2000 || c.split('\n').length > 40) return false;
  // It looks like Python that computes: an assignment, a print or an expression with numbers.
  if (!/\bprint\s*\(|^\s*[a-z_]\w*\s*=|\b(?:sum|round|len|max|min|sorted|abs)\s*\(/m.test(c)) return false;
  return !IMPURE.test(c);
}

// Verbs that are as often nouns and count as the call's verb only where its name starts ("report_post", not "sales_report").
const FIRST_ONLY = set(`report flag`);
/** What "pay" names when a noun follows it ("pay_period", "pay_stub", "pay_rate"): a thing, not the act; no money moves. */
const PAY_NOUNS = /^(?:app|apps|application|applications|period|periods|stub|stubs|rate|rates|schedule|schedules|date|dates|grade|grades|slip|slips|scale|scales|history|band|bands|calendar|group|groups|frequency|cycle|cycles|statement|statements)$/;
// Verbs that make what the noun after them names ("create_post", "add_comment"): the noun keeps its class.
const CREATING = set(`create add make write new draft compose submit schedule generate publish send post`);
/** A tool named for who reads, last in its name, and the reading verb it stands for ("EmailReader", "InvoiceFetcher"). */
const READER_VERB = new Map<string, string>(
  Object.entries({ reader: 'read', readers: 'read', viewer: 'view', viewers: 'view', fetcher: 'fetch', fetchers: 'fetch', retriever: 'retrieve', retrievers: 'retrieve', lister: 'list', searcher: 'search', finder: 'find', getter: 'get' }),
);
const DESTRUCTIVE = set(`delete remove drop destroy purge wipe erase truncate kill terminate uninstall overwrite reset
  format shred unlink rm rmdir empty discard deactivate revoke cancel ban suspend clear expunge trash obliterate
  decommission void unpublish prune dispose disposal scrap demolish incinerate forfeit confiscate`);
const MONEY = set(`forfeit transfer pay payment payments prepay prepayment prepayments payout withdraw withdrawal deposit refund charge purchase buy sell trade
  wire ach sepa donate tip checkout swap stake unstake bid send_money remit remittance invoice_pay settle disburse fund funds
  money cash crypto ether eth btc bitcoin token tokens stock stocks shares loan investment investments contribution contributions
  giftcard giftcards voucher vouchers reimbursement reimbursements bonus bonuses earning earnings stipend stipends
  bounty bounties billpay
`);
/** Words beside "token" that make it a credential, not a coin. */
const TOKEN_ACCESS = /^(?:api|apis|session|sessions|access|auth|oauth|bearer|refresh|personal|pat|jwt|sso|login|signin|revoke|rotate|regenerate|invalidate|expire|sa|service|bot|app|integration|deploy|ci|project|build|pipeline|pipelines|runner|runners|webhook|registry|npm|circleci|github|gitlab|vault|workspace|trigger)$/;
/** A cloud store's bucket by its address ("s3://acme-cold-copy", "gs://..."), its name captured. */
export const CLOUD_BUCKET = /^(?:s3|gs|az|wasbs?|abfss?):\/\/([\w.-]{3,63})/i;
/** Verbs that handle orders as records: exported, printed, synced, tagged. */
// (Purged or expired in bulk, orders are records too: a lab's "lis.purge_orders".)
// (Deleted, orders are records gone, not a payment made or taken back: "orders_bulk_delete" of a trial's test orders; a cancellation
// may refund.)
// (Or closed as done, as a shop archives them: "shopify.close_orders".)
const RECORD_VERBS = /^(?:export|import|sync|print|archive|unarchive|close|reopen|tag|label|track|note|annotate|download|upload|backup|report|count|summarize|summarise|purge|expire|prune|delete)$/;
/** Sending words that are never a service's name; and verbs that keep, sort or remove what a mailbox holds. */
const WRITE_ONLY_COMM = set('send reply forward respond notify invite broadcast announce retweet share');
/** A moderator's acts on a member or a message. */
const MODERATION = set('timeout timeouts ban bans unban kick warn warning mute unmute slowmode moderate quarantine blocklist blacklist denylist');
const KEEPING = set('delete remove archive trash purge move label tag mark flag unflag sort filter search list get read fetch star pin unpin mute snooze empty clear hide unhide collapse');
/** Verbs that edit what exists rather than make, pay or cancel it. */
const EDITING = set('update edit modify change rename tag label mark note annotate assign set move track');
/** What follows "payment" in a name for the means of paying kept on file ("payment_method"), not a payment. */
/** Nouns of a setting: a money word before one names the setting ("update_transfer_limit", "set_spending_cap"), not a payment. */
export const SETTING_NOUNS = set('limit limits threshold thresholds cap caps alert alerts setting settings preference preferences rule rules');
const PAYMENT_MEANS = set('method methods info information details settings profile profiles option options preferences source sources card cards');
const MONEY_VERBS = set(`forfeit transfer pay prepay withdraw deposit refund charge purchase buy sell trade wire donate tip checkout swap
  stake unstake bid remit settle disburse payout order reimburse topup`);
const COMM = set(`send email mail gmail outlook message messages sms text post tweet publish reply forward notify invite
  comment phone dial dm broadcast announce chat slack whatsapp telegram discord teams sms mms fax letter newsletter
  respond retweet share alert contact`);
const CODE = set(`execute exec run eval shell bash sh zsh terminal command commands cmd python py script scripts code
  interpreter powershell pwsh repl jupyter notebook spawn subprocess node javascript js ruby perl compile cli
  console docker kubectl ssh`);
const ACCESS = set(`grant revoke permission permissions role roles access admin administrator password passwords
  credential credentials token tokens apikey api_key key keys mfa 2fa otp sudo privilege privileges acl iam policy
  policies collaborator collaborators membership member members authorize authorization auth authentication login
  sharing owner ownership guest guests invite user_role firewall whitelist allowlist blocklist blacklist unblock`);
const DEVICE = set(`device devices thermostat light lights lamp lock locks unlock door doors garage camera cameras alarm
  robot drone vehicle car oven heater valve switch plug sprinkler actuator motor appliance appliances smart home
  home_assistant hvac ac vacuum speaker tv blinds curtain fan boiler furnace gate traffic elevator pump medication_pump
  irrigation indoor outdoor iot stove stovetop burner burners cooktop hob grill fryer kettle fireplace dispenser insulin climate`);
/** Plant that is a device only when the name changes it ("forge_set_temperature", "chiller.set_point"; not "ChillerServiceReport"). */
const PLANT = set('forge forges chiller chillers freezer freezers compressor compressors');
/** Verbs that keep records of machines (a fleet's vehicles, a site's devices), not a machine's own operation. */
const ASSET_RECORD_VERBS = set('decommission retire remove register deregister unregister assign unassign enroll enrol archive rename dispatch inventory tag');
/** Verbs that move files or data, not a device's own operation. */
const FILE_VERBS = set('upload download sync copy transfer backup export import save');
const DISCLOSE = set(`share export upload publish forward leak disclose expose public link links send_file syndicate
  share_file share_document make_public download_link sharing`);

// Verbs that are as often nouns in tool names: "SmartLock", "TrafficControl", "get_order", "post_message".
const NOUNISH = set(`lock control order post message text email mail call comment record log note book charge transfer
  payment request report alert link file dispatch review rate track order schedule print set sort filter test plan`);
// Verbs whose change is plain even after a reading verb ("search_and_delete").
const STRONG_CHANGE = set(`delete remove drop destroy purge wipe erase truncate kill terminate uninstall overwrite shred
  transfer pay withdraw send execute exec run grant revoke void`);
/** Arguments of a person's contact details and names: their ids, phone, mail, address. */
const PROFILE_ARGS = /^(?!(?:role|roles|group|groups|permission|permissions|team|teams|access|scope|scopes|policy|policies|level|tier)_)(?:[a-z]+_)?id$|^(?:phone|phone_number|mobile|cell|email|e_mail|email_address|address|street|city|state|zip|zip_code|postal_code|name|first_name|last_name|display_name|full_name|nickname|title|job_title|notes?|emergency_contact|emergency_phone|birthday)$/;
/** Analytics and tracking services, by their own names or what they are. */
const TRACKERS = /^(?:analytics|beacon|beacons|telemetry|tracker|tracking|segment|mixpanel|amplitude|posthog|gtag|ga4|hotjar|fullstory|rudderstack|snowplow|clevertap|braze|appsflyer)$/;
/** What a browser opens. */
const PAGE_WORDS = set('browser page url webpage website web site tab');
// Nouns of names that only show something ("slack_conversations_history", "order_status").
const READ_NOUNS = set(`history status info information details detail balance price prices quote quotes weather
  forecast report reports stats statistics summary metadata profile schema logs feed timeline availability inventory
  rates rate definition today tomorrow upcoming agenda overview readings telemetry metrics latest recent current statements
  paystatements payslips paystubs benchmark benchmarks cost costs costing usage breakdown debtors creditors aging ageing aged debt debts receivables payables arrears`);
// Shell programs that only read (the whole pipeline must be made of them, with no redirection into a file).
const READ_ONLY_PROGRAMS = set(`ls ll cat head tail less more grep egrep rg find lsof ps top df du free pwd whoami id
  hostname uname date echo wc which whereis file stat tree uptime netstat ss dig nslookup host ping curl_head env_names
  sort uniq cut awk jq yq diff cmp md5sum sha256sum git_status git_log git_diff git_show git_branch kubectl_get
  kubectl_describe docker_ps docker_images npm_ls pip_list node_version python_version who w last users groups lsblk lscpu
  lsusb lspci vmstat iostat journalctl systemctl_status ip_addr ip_route basename dirname realpath readlink nl tac rev tr
  column fold printf traceroute tracert mtr show`);
// ("show" is a network device's reading command: "show bgp summary", "show interfaces status".)
// Programs that only read with one flag (crontab -l lists the table, crontab - replaces it).
const READ_ONLY_FLAGS = set(`crontab_-l dpkg_-l rpm_-qa`);

// curl options that only shape a fetch printed to the screen (no file written, nothing sent); those that take a value.
const CURL_FETCH_FLAGS = set(`-s --silent -S --show-error -L --location -i --include -I --head -f --fail --fail-with-body
  --compressed -k --insecure -v --verbose -G --get -4 -6 --http1.1 --http2 -N --no-buffer`);
const CURL_FETCH_VALUE_FLAGS = set(`-A --user-agent -H --header -m --max-time --connect-timeout --retry --max-redirs -e
  --referer -X --request -w --write-out`);

/**
 * A curl stage that only fetches a web page and prints it (as a browser tool would): every option a fetching
 * one (short ones may be joined: -fsSL), a method only GET or HEAD, nothing written to a file, no data, form or
 * upload sent (-o, -O, -d, -F, -T, -c and any option not known are no plain fetch), no URL but http(s), and no
 * variable expanded into it (a query string or a header carrying `$AWS_SECRET_ACCESS_KEY` sends the secret out).
 */
function curlFetchOnly(words: string[]): boolean {
  // A variable expanded into the URL or a header ($TOKEN, ${HOME}) sends what it holds: no plain fetch.
  if (words.some((w) => w.includes('$'))) return false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!.replace(/^(--?[\w.-]+)=.*$/, '$1');
    // A web page only: a local file (file://) or another protocol is no page fetched.
    if (!w.startsWith('-')) {
      if (/^['"]?(?![\w.+-]*(?:https?):\/\/)[a-z][\w.+-]*:\/\//i.test(w)) return false;
      continue;
    }
    const joined = /^-[a-zA-Z]{2,}$/.test(w) ? [...w.slice(1)].map((c) => `-${c}`) : [w];
    for (const f of joined) {
      if (CURL_FETCH_FLAGS.has(f)) continue;
      if (!CURL_FETCH_VALUE_FLAGS.has(f) || f !== joined[joined.length - 1]) return false;
      const value = words[i]!.includes('=') ? words[i]!.slice(words[i]!.indexOf('=') + 1) : words[++i];
      if (value === undefined) return false;
      if ((f === '-X' || f === '--request') && !/^['"]?(?:GET|HEAD)['"]?$/i.test(value)) return false;
    }
  }
  return true;
}

/**
 * A command with the shell's operators inside quotes made plain: in single quotes, and in double quotes that run
 * nothing ($( or a backquote), '>', '<', '|', ';' and '&' are the text of an argument (a grep pattern such as
 * 'https?://[^"<>]+'), not a redirection or a pipe. Quotes left open: null.
 */
function operatorsUnquoted(command: string): string | null {
  let out = '';
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < command.length; i++) {
    const ch = command[i]!;
    if (quote === null) {
      if (ch === "'" || ch === '"') {
        quote = ch;
        start = i;
      } else out += ch;
    } else if (ch === '\\' && quote === '"') i++;
    else if (ch === quote) {
      const inner = command.slice(start, i + 1);
      out += quote === '"' && /\$\(|`/.test(inner) ? inner : inner.replace(/[<>|;&]/g, '_');
      quote = null;
    }
  }
  return quote === null ? out : null;
}

/** Whether a shell command only reads: every stage a reading program, no redirection, no -delete/-exec. */
export function readOnlyCommand(command: string): boolean {
  // Output thrown away or merged (2>/dev/null, 2>&1) is no write; "xargs grep" runs grep.
  const c = operatorsUnquoted(
    command
      .trim()
      .replace(/\s\d?>{1,2}\s?\/dev\/null\b|\s\d?>&\d\b/g, ' ')
      .replace(/(^|[|;&]\s*)xargs\s+(?:-\S+\s+)*/g, '$1'),
  );
  if (c === null || c.length === 0 || c.length > 2000 || /[>`]|\$\(|(^|\s)(-delete|-exec|-ok|xargs|sudo|tee)\b|\bsed\s+-i/.test(c)) return false;
  // awk runs what its program says: a program that runs a command, pipes or writes a file is no reading one.
  if (/(?:^|[|;&]\s*)[gmn]?awk\b/.test(c) && /\bsystem\s*\(|\|\s*getline|\bprintf?\b[^;}]*[>|]/.test(command)) return false;
  return c.split(/\|\|?|&&|;/).every((stage) => {
    const words = stage.trim().split(/\s+/);
    const prog = (words[0] ?? '').replace(/^.*\//, '');
    const sub = words[1] && !words[1].startsWith('-') ? `${prog}_${words[1]}` : prog;
    if (words.length === 2 && READ_ONLY_FLAGS.has(`${prog}_${words[1]}`)) return true;
    if (prog === 'curl') return curlFetchOnly(words);
    if (CLOUD_CLIS.has(prog)) return cloudReadOnly(stage);
    return READ_ONLY_PROGRAMS.has(sub) || (READ_ONLY_PROGRAMS.has(prog) && !['git', 'kubectl', 'docker', 'npm', 'pip', 'node', 'python'].includes(prog));
  });
}

// Cloud and cluster command lines: the first word of the line that is an operation says what it does
// ("aws s3 ls", "gcloud storage buckets describe", "az vm list", "kubectl get pods"); a secret's value read is no lookup.
const CLOUD_CLIS = set('aws gcloud gsutil az bq kubectl oc helm doctl');
const CLOUD_READ = /^(?:ls|list|list-[\w-]+|describe|describe-[\w-]+|get|get-(?!secret|parameter|password|authorization-token|login-password|credentials|access-token|print-access-token)[\w-]+|show|head|head-object|stat|du|info|logs|top|status|history|explain|version|wait|api-resources|cluster-info|query-[\w-]+|lookup-[\w-]+)$/;
const CLOUD_OPERATION = /^(?:[a-z]+-[a-z][\w-]*|ls|list|describe|get|show|head|stat|du|info|logs|top|status|history|explain|version|create|delete|update|set|add|remove|rm|rb|mb|mv|cp|sync|put|patch|apply|deploy|scale|rollout|start|stop|restart|access|edit|label|annotate|cordon|drain|uninstall|install|upgrade|rollback|query|load|extract|import|export|ssh|scp|attach|invoke|publish|send|enable|disable|reset|cancel|import)$/;
function cloudReadOnly(stage: string): boolean {
  if (SECRET_READ.test(stage)) return false;
  const words = stage.trim().split(/\s+/).slice(1, 12).filter((w) => !w.startsWith('-') && !/[=:/]/.test(w));
  const op = words.find((w) => CLOUD_OPERATION.test(w) || CLOUD_READ.test(w));
  return op !== undefined && CLOUD_READ.test(op);
}

/** What a report files with someone ("report_delinquency", "report_user"), not a report shown. */
const REPORTED = /^(?:delinquen\w*|default|defaults|debt|debts|fraud|abuse|spam|violation|violations|user|users|account|accounts|theft|stolen|lost|missing|to)$/;
/** Money verbs that name a record before a noun of what is shown ("purchase_history", "order_details"). */
const MONEY_RECORD = set('purchase order transfer charge refund payout tip tips');
/** Arguments that name the means a sum is paid with. */
// (A direct-debit mandate a subscription is charged to: "gocardless.subscriptions.create" with "mandate" and "amount".)
const PAYMENT_MEANS_ARGS = /^(?:payment_method|payment_method_id|payment_source|payment|card|card_id|funding_source|billing_account|pay_with|mandate|mandate_id)$/;

/** "top", "up" as one word: the verb of "top_up_balance". */
function joinTopUp(words: string[]): string[] {
  // (And "LinkedIn" written in CamelCase, "LinkedInAdsAddAccountUser": a service's name, not a link.)
  const li = words.findIndex((w, j) => (w === 'linked' || w === 'link') && words[j + 1] === 'in' && words[j + 2] !== 'bio');
  if (li >= 0) words = [...words.slice(0, li), 'linkedin', ...words.slice(li + 2)];
  // (So is a fast track, "payments_fast_track": the thing is sped through, nothing is tracked.)
  const ft = words.findIndex((w, j) => w === 'fast' && words[j + 1] === 'track');
  if (ft >= 0) words = [...words.slice(0, ft), 'expedite', ...words.slice(ft + 2)];
  const i = words.findIndex((w, j) => w === 'top' && words[j + 1] === 'up');
  return i < 0 ? words : [...words.slice(0, i), 'topup', ...words.slice(i + 2)];
}

// Arguments that name the operation of a generic tool.
const OPERATION_ARGS = /^(mode|action|operation|op|service|command_type|verb|method_name|task_type)$/;

// Argument names that tell what a call does.
/** A device's own operation given as its command (SmartThings, Home Assistant, a robot): one word, no shell. */
const DEVICE_COMMAND = /^(?:on|off|toggle|turn[_ -]?on|turn[_ -]?off|switch[_ -]?on|switch[_ -]?off|lock|unlock|open|close|arm|disarm|dim|brighten|play|pause|resume|mute|unmute|dock|home)$/i;
const CODE_ARGS = /^(command|cmd|commands|script|code|shell|bash|python|program|snippet|shell_command|cli_command)$/;
const SQL_ARGS = /^(sql|query|statement|stmt)$/;
const RECIPIENT_ARGS = /^(to|cc|bcc|recipient|recipients|recipient_email|email|emails|email_address|to_email|phone|phone_number|to_number|number|channel|chat_id|user_id|username|handle|receiver|target_user|addressee)$/;
const AMOUNT_ARGS = /^(amount|amount_(?:usd|eur|gbp)_(?:each|per_(?:person|item|head|order|entry|entrant))|amount_(?:usd|eur|gbp|cents|due|paid|micros|each|per_(?:person|item|head|order))|amount_(?:each|per_(?:person|item|head|order|card))_(?:usd|eur|gbp)|expected_total|total_amount|batch_total|fare|total_price|(?:tip|payment|transfer|refund|deposit|withdrawal|bid|donation|charge|gift|loan|invoice|order|installment|instalment)_amount|principal|value|(?:face_)?value_(?:usd|eur|gbp|cents)|face_value|sum|total|(?:max_)?price(?:_(?:usd|eur|gbp))?|quantity_usd|funds|amt|points|miles|(?:daily_|total_|lifetime_)?budget(?:_(?:usd|eur|gbp))?)$/;
const CURRENCY_ARGS = /^(currency|currency_code|ccy|asset|coin|token)$/;
const PAYEE_ARGS = /^(to|payee|payee_id|beneficiary_id|recipient|recipient_account|to_account|to_account_number|beneficiary|destination|destination_account|account|account_number|iban|wallet|to_address|address|vendor|merchant|username|user)$/;
const TARGET_ARGS = /^(id|record_id|target|target_id|order_id|file|file_path|path|filename|item_id|resource|resource_id|repo|repository|name|title|url)$/;
const QUERYISH_ARGS = /^(q|query|search|keyword|keywords|term|terms|topic|location|city|country|symbol|ticker|pair|id|ids|date|from_date|to_date|start_date|end_date|limit|max_results|page|page_size|offset|url|lang|language|units|product_id|sort|filter|fields|include|category|zip|zipcode|lat|lon|latitude|longitude|coordinates|address|place|name|title|isbn|word|text_query|question|prompt|expression|expr|equation|formula|input|text|code_lookup)$/;
const SQL_WRITE = /\b(insert|update|delete|drop|truncate|alter|create|grant|revoke|replace|merge|pg_terminate_backend|pg_cancel_backend)\b/i;
const SQL_DESTROY = /\b(delete|drop|truncate|pg_terminate_backend)\b/i;
/**
 * A statement, not a search's words: it starts as SQL does, or holds a clause of it. ("crane collapse OR overturn OR load drop" is
 * a news search's query, and drops nothing.)
 */
const LOOKS_SQL =
  /^\s*\(?\s*(?:with|select|insert|update|delete|drop|truncate|alter|create|grant|revoke|replace|merge|show|describe|desc|explain|pragma|begin|exec|execute|call|vacuum|analyze|copy)\b|\b(?:select\s+[\w*,\s."()]+?\s+from|insert\s+into|delete\s+from|update\s+[\w."]+\s+set|drop\s+(?:table|database|schema|index|view|user|role)|truncate\s+(?:table\s+)?[\w."]+|alter\s+(?:table|user|role|database)|create\s+(?:table|index|view|database|user|role|schema)|grant\s+\w+|pg_terminate_backend)\b/i;

/**
 * A command line that deletes or tears something down: files (rm, find -delete, shred), a cluster's objects
 * (kubectl delete, helm uninstall), infrastructure (terraform destroy, cloud CLIs' delete and terminate), containers
 * and volumes, history rewritten (git push --force, reset --hard, clean -f, branch -D), a database's tables or
 * keys. Clearing only scratch space (caches, temporary files) is not this (clearsOnlyScratch).
 */
const DESTROYS = new RegExp(
  [
    String.raw`(?:^|[\s;&|(\`])(?:sudo\s+)?(?:rm|rmdir|shred|unlink)\s`,
    String.raw`\bfind\b[^\n;|]{0,200}\s-(?:delete\b|exec\s+rm\b)`,
    String.raw`\b(?:kubectl|oc)\s+(?:-\S+\s+(?:\S+\s+)?)*?delete\b`,
    String.raw`\bhelm\s+(?:uninstall|delete|del)\b`,
    String.raw`\bterraform\s+(?:destroy\b|apply\b[^\n;|]{0,100}-destroy\b)`,
    String.raw`\b(?:docker|podman)\s+(?:rm|rmi|(?:container|image|volume|network|system)\s+(?:rm|prune))\b`,
    String.raw`\bgit\s+(?:push\b[^\n;|]{0,100}(?:\s--force\b|\s-f\b|\s\+\S)|reset\s+--hard\b|clean\s+-\w*f|branch\s+-D\b)`,
    String.raw`\baws\s+s3\s+(?:rm|rb)\b|\baws\s+[\w-]+\s+(?:delete|terminate|deregister)-[\w-]+`,
    String.raw`\b(?:gcloud|az|doctl|heroku)\b[^\n;|]{0,120}\s(?:delete|destroy|remove)\b`,
    String.raw`\bdropdb\b|\b(?:drop\s+(?:table|database|schema|index|view)|truncate\s+(?:table\s+)?\w|delete\s+from)\b`,
    String.raw`\bredis-cli\b[^\n;|]{0,80}\bflush(?:all|db)\b|\bcrontab\s+-r\b|\btruncate\s+-s\s*0\b`,
    // Any command line whose subcommand deletes ("certbot delete", "gh repo delete", "pip uninstall").
    String.raw`(?:^|[;&|(]\s*)(?:sudo\s+)?(?!(?:echo|printf|grep|egrep|rg|cat|ls|man|help|which|type|git\s+log)\b)[\w.-]+(?:\s+[a-z][\w-]*)?\s+(?:delete|destroy|purge|uninstall|remove|revoke|wipe)\b`,
  ].join('|'),
  'i',
);

/** Whether some stage of a command line deletes or tears down more than scratch space. */
function destroys(command: string): boolean {
  const text = command.slice(0, 4000);
  if (!DESTROYS.test(text)) return false;
  const stages = text.split(/&&|\|\||[;\n]/).slice(0, 50);
  return stages.some((stage) => DESTROYS.test(stage) && !clearsOnlyScratch(stage));
}

// A command that sends data to another host: an upload or a POST with curl or wget, a copy to a remote
// host, a mail. Bounded gaps, no nested quantifiers.
const SENDS_OUT =
  /\bcurl\b[^\n;|&]{0,300}\s(?:-F|--form|-T|--upload-file|-d|--data(?:-binary|-raw|-urlencode)?|-X\s*(?:POST|PUT))(?=[\s=]|$)|\bwget\b[^\n;|&]{0,300}\s--post-(?:file|data)\b|\b(?:scp|sftp|rsync)\b[^\n;|&]{0,300}\s[\w.-]+@?[\w.-]*:[\w~/.-]|\b(?:sendmail|mailx?|mutt)\s+(?:-s\s+)?\S/i;

/** The effect classes of calls a command line names as functions ("send_email('a@b.c', ...) && transfer_money(...)"). */
function namedCallEffects(command: string): EffectClass[] {
  const out = new Set<EffectClass>();
  const re = /\b([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)\s*\(/g;
  const text = command.slice(0, 4000);
  for (let i = 0, m = re.exec(text); m !== null && i < 20; i++, m = re.exec(text)) {
    for (const e of classifyToolCall({ name: m[1]!, arguments: {} }).effects) if (e !== 'read' && e !== 'write') out.add(e);
  }
  return [...out];
}

/** The argument list of the call opening at `open` (the index of its "("), up to its closing parenthesis; null when unclosed. */
function argumentText(text: string, open: number): string | null {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < Math.min(text.length, open + 2000); i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return null;
}

/** The amount of the first money-moving call a command line names with a readable amount ("transfer_money('b1', 'w2', 'USD', 500.0)"). */
function namedCallAmount(command: string): number | null {
  const re = /\b([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)\s*\(/g;
  const text = command.slice(0, 4000);
  for (let i = 0, m = re.exec(text); m !== null && i < 20; i++, m = re.exec(text)) {
    if (!classifyToolCall({ name: m[1]!, arguments: {} }).effects.includes('money_movement')) continue;
    const inner = argumentText(text, m.index + m[0].length - 1);
    if (inner === null) continue;
    let args: Record<string, unknown>;
    try {
      args = parsePythonCallArguments(inner);
    } catch {
      continue;
    }
    const amount = toAmount(pick(flatArgs(args), null, AMOUNT_ARGS, args)) ?? positionalAmount(args);
    if (amount !== null) return amount;
  }
  return null;
}

/**
 * The sum of one line priced by the unit ("quantity": 6, "unit_cost": 21.4 on a purchase order is 128.40): only where the call
 * has one unit price and one quantity, both numbers.
 */
function unitTotal(flat: readonly [string, unknown][]): number | null {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(v) ? Number(v) : NaN);
  const prices = flat.filter(([k]) => /^(?:unit_?(?:cost|price|amount)|(?:cost|price)_?(?:each|per_?unit))$/i.test(argKey(k)));
  const counts = flat.filter(([k]) => /^(?:quantity|qty|units|count)$/i.test(argKey(k)));
  if (prices.length !== 1 || counts.length !== 1) return null;
  const total = num(prices[0]![1]) * num(counts[0]![1]);
  return Number.isFinite(total) && total >= 0 ? Math.round(total * 100) / 100 : null;
}

/** Words of a tool name or description: CamelCase and snake_case split, lower case, light plural/-ing stripping. */
export function wordsOf(text: string): string[] {
  return writtenWordsOf(text).map(baseForm);
}

/**
 * The words of what a call does: those after a service's name ("get_payee" of "bill_pay.get_payee" or of
 * "bill_pay_get_payee"; see serviceWordCount), else the whole name's. The service's "pay" is no act of the call.
 */
export function actingWordsOf(name: string): string[] {
  const words = wordsOf(name);
  return words.slice(serviceWordCount(name, words));
}

/**
 * How many of a name's first words name the service the call goes to, not what it does: a noun and a verb that together
 * name a service ("bill pay", "auto pay") before a method with a verb of its own ("bill_pay.get_payee",
 * "bill_pay_get_payee", "auto_pay_enable"). A service named by a verb alone ("translate.text") or by what it makes
 * ("stripe.refunds.create", "mailchimp.lists.update_member") is none. `words` are the name's words (wordsOf).
 */
/** Who or what is paid, after "pay": a payee or a bill, no brand. */
const PAID_PARTY = /^(?:invoices?|bills?|vendors?|suppliers?|payees?|employees?|contractors?|rent|salar(?:y|ies)|fees?|deposits?|balances?|orders?|members?|staff|workers?|drivers?|users?|customers?|clients?|accounts?|out|back|now|later|cash|card|period|stubs?|slips?|rates?|runs?|roll|day|date)$/;

export function serviceWordCount(name: string, words: readonly string[]): number {
  const isVerb = (w: string | undefined) => w !== undefined && (READ.has(w) || WRITE.has(w));
  const dot = name.lastIndexOf('.');
  const k = dot > 0 ? wordsOf(name.slice(0, dot)).length : 2;
  const written = writtenWordsOf(name);
  // A service named by a gerund, before a method with a verb of its own ("ordering.block_customer", "scheduling.cancel_slot"):
  // the method says what the call does; nothing is ordered.
  // (Written with a dot or without one, as an OpenAI shape must spell it: "ordering_block_customer".)
  // (A method that makes the service's thing keeps its word: "purchasing.create_po" makes a purchase.)
  if ((dot < 0 || k === 1) && written.length === words.length && (written[0] ?? '').endsWith('ing') && isVerb(words[1]) && !NOUNISH.has(words[1]!) && !CREATING.has(words[1]!)) return 1;
  // A brand made of "pay" and a noun, before a method with a verb of its own ("PayFlowRotateApiKey", "payflow" split at its capital):
  // the method says what the call does; no money moves. ("pay_invoice_now", "PayVendorBill" still pay.)
  if (words.length > 2 && words[0] === 'pay' && !isVerb(words[1]) && !PAID_PARTY.test(words[1]!) && isVerb(words[2]) && !NOUNISH.has(words[2]!)) return 2;
  // A service named for a kind of record, a plural after its qualifier, before a reading verb ("purchase_orders.get_status",
  // "payment_requests_list"): the records are read, nothing is bought or paid.
  if (k === 2 && words.length > 2 && /s$/.test(written[1] ?? '') && written[1] !== words[1] && READ.has(words[2]!) && !WRITE.has(words[2]!)) return 2;
  // (The service's verb changes something, "pay", and no reading verb: "gmail_read_message" reads a message.)
  // (A method's own verb is no service's name: "payments_create_check" creates a check, "orders_issue_refund" issues one.)
  // (Nor is a verb that sets a figure: "inventory_adjust_count" adjusts a count, as "inventory.adjust_count" does.)
  const methodVerb = CREATING.has(words[k - 1]!) || DESTRUCTIVE.has(words[k - 1]!) || EDITING.has(words[k - 1]!) || /^(?:issue|process|run|start|stop|approve|reject|close|open|release|execute|void|adjust|reset|increment|decrement)$/.test(words[k - 1]!);
  // (Without a dot, a verb that moves money after a plural or a brand is the method's, as it is with the dot: "expenses_pay_claim"
  // pays a claim as "expenses.pay_claim" does, "shopify_refund_create" refunds; a service is named by "pay" after a singular noun
  // only, "bill_pay_get_payee", "auto_pay_enable".)
  const methodMoney = dot < 0 && (/^(?:refund|purchase|charge|buy|transfer|withdraw|deposit|apply)$/.test(words[k - 1]!) || (words[k - 1] === 'pay' && /[^s]s$/.test(written[k - 2]!)));
  const compound = k >= 2 && words.length > k && !isVerb(words[k - 2]) && WRITE.has(words[k - 1]!) && !READ.has(words[k - 1]!) && written[k - 1] === words[k - 1] && !methodVerb && !methodMoney;
  if (compound && (dot > 0 ? words.slice(k).some(isVerb) : isVerb(words[k]) && !NOUNISH.has(words[k]!))) return k;
  // A service named for what it watches, before a dot and a method whose verb changes something ("env_monitor.set_alerting",
  // "uptime_tracker.delete_check"), the dot or an underscore between them ("env_monitor_set_alerting", as an OpenAI shape must spell
  // it): the method says what the call does, not the service's reading word.
  if (k >= 2 && words.length > k && words.slice(0, k).some((w) => /^(?:monitor|monitors|monitoring|tracker|tracking|watch|watcher|scanner|scan)$/.test(w)) && WRITE.has(words[k]!) && !READ.has(words[k]!)) return k;
  // A service named by a verb and a noun, before a reading verb ("label_db.lookup", "label_db_lookup" as an OpenAI shape spells
  // it): the method says what the call does, whichever way the name is written.
  const j = words.findIndex((w, i) => i >= 2 && /^(?:get|fetch|lookup|query|read|retrieve|describe|find)$/.test(w));
  const serviceNamed = j >= 2 && WRITE.has(words[0]!) && words.slice(1, j).every((w) => !isVerb(w)) && !words.slice(j + 1).some((w) => WRITE.has(w) && !READ.has(w));
  return serviceNamed ? j : 0;
}

/** The same words as written, plurals and -ing forms kept. */
function writtenWordsOf(text: string): string[] {
  return text
    .slice(0, 4000)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A list of people or things that a tool takes entries off ("waitlist.remove" with a student): the list stays. */
export const LIST_NOUN = /^(?:list|waitlist|roster|queue|group|team|channel|cart|basket|playlist|rota|register|allowlist|blocklist|whitelist|blacklist|watchlist|shortlist|lineup)s?$/;

/** "sends" → "send", "deleting" → "delete", "emails" → "email", "created" → "create"; leaves short words alone. */
/** A plural noun in the singular ("profiles" → "profile", "entries" → "entry"); "address" and short words stay. */
export const singularOf = (w: string): string => w.replace(/(?<=[a-z]{3})ies$/, 'y').replace(/(?<=[a-z]{3}[^s])s$/, '');

export function baseForm(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) {
    const s = w.slice(0, -3);
    if (s.length >= 3 && s[s.length - 1] === s[s.length - 2] && !/[sl]/.test(s[s.length - 1]!)) return s.slice(0, -1);
    return KNOWN.has(s) ? s : KNOWN.has(`${s}e`) ? `${s}e` : s;
  }
  if (w.length > 4 && w.endsWith('ed')) {
    const s = w.slice(0, -2);
    if (KNOWN.has(s)) return s;
    if (KNOWN.has(`${s}e`)) return `${s}e`;
    if (s[s.length - 1] === s[s.length - 2] && KNOWN.has(s.slice(0, -1))) return s.slice(0, -1);
    if (w.endsWith('ied') && KNOWN.has(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
    return w;
  }
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) {
    if (w.endsWith('ies') && KNOWN.has(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
    if (/(ches|shes|xes|sses)$/.test(w) && KNOWN.has(w.slice(0, -2))) return w.slice(0, -2);
    if (KNOWN.has(w.slice(0, -1))) return w.slice(0, -1);
  }
  return w;
}

const KNOWN = new Set([...READ, ...WRITE, ...DESTRUCTIVE, ...MONEY, ...COMM, ...CODE, ...ACCESS, ...DEVICE, ...DISCLOSE]);

/** A verb that changes something and never only reads ("give", "reset", "deploy"; not "check" or "get"). */
/** A moderator's tool: a member timed out, muted, warned, kicked or banned, or a message, post or comment deleted or hidden. */
export function isModeratorTool(name: string): boolean {
  const words = wordsOf(name);
  return (
    words.some((w) => MODERATION.has(w) && !/^un/.test(w)) ||
    (words.some((w) => /^(?:delete|remove|hide)$/.test(w)) && words.some((w) => /^(?:msg|msgs|message|messages|post|posts|comment|comments)$/.test(w)))
  );
}

export const isChangingVerb = (w: string): boolean => WRITE.has(w) && !READ.has(w);
/** A name of a machine's controls ("scada.command", "plc_write"): a command sent there operates the machine. */
const machine = (words: readonly string[]) => words.some((w) => /^(?:scada|plc|hmi|opc|opcua|modbus|bms|iot|device|devices|robot|drone|vehicle|conveyor|pump|valve|hvac)$/.test(w));
/** What resolving closes: an incident, a ticket, an alert, a case, a comment thread, a conflict. */
const CLOSED_BY_RESOLVING = /^(?:incidents?|tickets?|alerts?|cases?|issues?|comments?|threads?|conversations?|disputes?|conflicts?|problems?|requests?|complaints?|findings?|vulnerabilit(?:y|ies)|pages?)$/;

// Verbs that run whatever they are given; they execute code only when the name says what runs is code.
const RUN_VERBS = set(`execute exec run eval spawn`);
// Words of a tool that only runs the command or code it is given: "execute_shell", "terminal", "run_bash_command",
// "run_python", "code_interpreter".
const RUNNER_WORDS = set(`execute exec run runner shell bash sh zsh terminal command commands cmd cli console powershell
  pwsh ssh tool tools sandbox computer use system os local remote linux unix python python3 py node nodejs javascript js
  ruby interpreter repl jupyter ipython code`);

/** A name made only of a runner's words ("execute_shell", "terminal"): it says what runs a command, not what the command does. */
export function isRunnerName(name: string): boolean {
  const words = wordsOf(name);
  return words.length > 0 && words.every((w) => RUNNER_WORDS.has(w));
}

/** A tool that only runs the command its arguments hold (a shell, a terminal): its name says nothing else. */
export function isCodeRunner(name: string, args: Record<string, unknown> | null | undefined): boolean {
  return (isRunnerName(name) || programOf(name) !== null) && Object.entries(args ?? {}).some(([k, v]) => CODE_ARGS.test(argKey(k)) && typeof v === 'string' && v.trim().length > 0);
}

// Command-line programs a tool may be named for ("git", "kubectl", "aws_cli", "gcloud"): such a tool runs the program
// with the arguments it is given, so what it does is what that command line does.
const PROGRAMS = set(`git kubectl oc gcloud gsutil bq aws az helm terraform docker podman dbt psql mysql alembic gh npm yarn
  pnpm pip systemctl heroku doctl flyctl vercel mongosh sqlite3 ansible vault`);
const PROGRAM_ARGS = /^(?:args|argv|arguments|command|cmd|commands|subcommand|cli_args|command_args|command_line|input)$/;

/** The program a tool is named for ("aws_cli" → "aws", "git" → "git"), or null when the name says more than that. */
export function programOf(name: string): string | null {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const programs = words.filter((w) => PROGRAMS.has(w));
  if (programs.length !== 1 || !words.every((w) => PROGRAMS.has(w) || RUNNER_WORDS.has(w))) return null;
  return programs[0]!;
}

/**
 * The call of a tool named for one program read as the command line it runs: `git` with `{"args": ["push", "--force"]}`
 * is `{"command": "git push --force"}`, and each `--flag=value` of the line is an argument of its own (`member`:
 * `allUsers`), so the command's facts and the arguments' facts both see it. Any other call is returned as it is.
 */
export function asProgramRun<T extends { name: string; arguments?: Record<string, unknown> | null }>(call: T): T {
  const program = programOf(call.name);
  if (program === null || call.arguments === null || call.arguments === undefined) return call;
  const entry = Object.entries(call.arguments).find(([k, v]) => PROGRAM_ARGS.test(argKey(k)) && (typeof v === 'string' || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string'))));
  if (entry === undefined) return call;
  const [key, value] = entry;
  const line = (typeof value === 'string' ? value : (value as string[]).map((x) => (/\s/.test(x) ? `'${x.replace(/'/g, "'\\''")}'` : x)).join(' ')).trim().slice(0, 20_000);
  if (line.length === 0) return call;
  const command = new RegExp(`^(?:sudo\\s+)?${program}(?:\\s|$)`).test(line) ? line : `${program} ${line}`;
  const rest: Record<string, unknown> = { ...call.arguments };
  delete rest[key];
  const flags: Record<string, unknown> = {};
  for (const m of command.matchAll(/(?:^|\s)--([a-z][\w-]{0,40})=(?:'([^']*)'|"([^"]*)"|(\S+))/gi)) {
    const k = m[1]!.toLowerCase().replace(/-/g, '_');
    if (!(k in rest) && !(k in flags) && Object.keys(flags).length < 50) flags[k] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  // A flag that widens the command to everything ("kubectl scale deployment --all") is `all: true`.
  if (/(?:^|\s)--all(?:-namespaces)?(?=\s|$)|(?:^|\s)-A(?=\s|$)/.test(command) && !('all' in rest)) flags.all = true;
  return { ...call, arguments: { ...flags, ...rest, command } };
}

export interface EffectAssessment {
  /** In EFFECT_CLASSES order, never empty. */
  effects: EffectClass[];
  /** Why, in short phrases ("verb send", "argument command", "catalogue"). */
  because: string[];
  /** Whether the catalogue decided (an operator's entry), added to (an import's or an agent key's entry), or nothing. */
  catalogue: 'operator' | 'added' | null;
  /** The catalogue asks a person to review every call of this tool. */
  review: boolean;
  /** Read off the arguments (the catalogue's argument names first, then common names). */
  amount: number | null;
  currency: string | null;
  recipient: string | null;
  target: string | null;
}

/** Leaf values with their keys, bounded; `cut` is set when something was left unread. */
function flatArgs(args: Record<string, unknown>, max = 500): [string, unknown][] & { cut?: boolean } {
  const out: [string, unknown][] & { cut?: boolean } = [];
  const walk = (v: unknown, key: string, depth: number) => {
    if (out.length >= max || depth > 6) {
      out.cut = true;
      return;
    }
    if (v !== null && typeof v === 'object') {
      if (Array.isArray(v)) for (const x of v.slice(0, 50)) walk(x, key, depth + 1);
      else for (const [k, x] of Object.entries(v as Record<string, unknown>).slice(0, 100)) walk(x, k, depth + 1);
    } else out.push([key, v]);
  };
  const entries = Object.entries(args);
  if (entries.length > 200) out.cut = true;
  for (const [k, v] of entries.slice(0, 200)) walk(v, k, 0);
  return out;
}

/** A name that takes someone off a mailing ("mailing.unsubscribe", "newsletter.opt_out", "suppression_add"). */
const takesOffMailing = (nameWords: readonly string[]): boolean =>
  nameWords.some((x) => /^(?:unsubscribe|unsubscribes|optout|suppress|suppression)$/.test(x)) ||
  (nameWords.includes('opt') && nameWords.includes('out')) ||
  // (So is one removed or erased from it: "mailing.remove_contact" with "email".)
  (nameWords.some((x) => /^(?:remove|removes|delete|deletes|erase|erases|purge|purges)$/.test(x)) && nameWords.some((x) => /^(?:contacts?|subscribers?|recipients?|members?|audience)$/.test(x)));

const argKey = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().replace(/[\s-]+/g, '_');

/** A value at a dotted path ("payment.amount"), or undefined. */
function atPath(args: Record<string, unknown>, dotted: string): unknown {
  let v: unknown = args;
  for (const part of dotted.split('.').slice(0, 16)) {
    if (!v || typeof v !== 'object' || Array.isArray(v) || !Object.hasOwn(v, part)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

function pick(flat: [string, unknown][], named: string | null, pattern: RegExp, args: Record<string, unknown> = {}): unknown {
  if (named && named.includes('.')) {
    const v = atPath(args, named);
    if (v !== undefined) return v;
  }
  if (named) {
    const hit = flat.find(([k]) => k === named || argKey(k) === argKey(named));
    if (hit) return hit[1];
  }
  return flat.find(([k]) => pattern.test(argKey(k)))?.[1];
}

function toAmount(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
  if (typeof v === 'string') {
    const m = /^\s*[$€£¥]?\s*(\d{1,15}(?:[.,]\d{3})*(?:[.,]\d{1,8})?)\s*[a-z]{0,4}\s*$/i.exec(v);
    if (!m) return null;
    const n = Number(m[1]!.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const textOf = (v: unknown): string | null =>
  typeof v === 'string' ? v.slice(0, 256) : typeof v === 'number' && Number.isFinite(v) ? String(v) : Array.isArray(v) && typeof v[0] === 'string' ? v.join(', ').slice(0, 256) : null;

/**
 * A call written with positional arguments only (`transfer_money('bank_1', 'acct_2', 'USD', 500.0)`, read as
 * arg1, arg2...): its amount is its one number, when it has exactly one and a currency or a payee beside it.
 */
function positionalAmount(args: Record<string, unknown>): number | null {
  const entries = Object.entries(args);
  if (entries.length < 2 || entries.length > 12 || !entries.every(([k]) => /^arg\d{1,2}$/.test(k))) return null;
  const numbers = entries.filter(([, v]) => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  return numbers.length === 1 ? (numbers[0]![1] as number) : null;
}

/** The effect classes of one call, and what its arguments say about amount, currency, recipient and target. */
/** Verbs that read records or hand them on as data, moving nothing they name. */
const DATA_VERBS = /^(?:export|list|get|download|report|search|find|compare|print|view|show|read|fetch|summari[sz]e|count|filter|sort|tag|label|archive)$/;
/** Words beside "compute" that make it a cloud's machine service, not a calculation. */
const COMPUTE_SERVICE = /^(?:cloud|instance|instances|vm|vms|engine|gce|ec2|server|servers|node|nodes|cluster|clusters|gpu|gpus|launch|provision|machine|machines|fleet|pool|pools)$/;
/**
 * Public social networks, and the parts of a business's page there that everyone reads (a person's own profile updated,
 * "FacebookManagerUpdateUserProfile", is theirs to change).
 */
const PUBLIC_NETWORK = /^(?:linkedin|facebook|fb|twitter|instagram|ig|tiktok|youtube|threads|mastodon|bluesky|pinterest|reddit|yelp|tripadvisor)$/;
const PUBLIC_PAGE = /^(?:page|pages|headline|about|company|banner|tagline|description|listing)$/;

/** An address a thing is installed from, and the keys and the files that make it one ("source", "setup.exe"). */
const INSTALL_SOURCE = /^(?:https?|ftp):\/\/\S+$/i;
const INSTALL_SOURCE_KEY = /^(?:source|src|url|uri|from|link|location|download|download_url|installer|installer_url|package_url|source_url)$/;
const INSTALLER_FILE = /\.(?:exe|msi|msix|pkg|dmg|deb|rpm|apk|appimage|sh|bat|cmd|ps1|jar|run|bin|vsix|crx|xpi)(?:[?#]\S*)?$/i;

export function classifyToolCall(call: Pick<ToolCall, 'name' | 'arguments' | 'description'>, def?: ToolDefinition | null): EffectAssessment {
  const because: string[] = [];
  const found = new Set<EffectClass>();
  const add = (e: EffectClass, why: string) => {
    if (!found.has(e)) because.push(why);
    found.add(e);
  };
  // "top_up_balance", "TopUpCard": one verb, a payment into the account.
  // (Resolving a name looks it up, "resolve_hostname"; resolving an incident, a ticket or an alert closes it.)
  // (Loading funds onto a card pays into it, "comdata.load_funds"; loading data reads it.)
  // (A command sent to a machine, "scada.command", controls it: no code runs. A tag read, "ignition.tag_read", reads a tag.)
  // A changing verb written in the plural after a reading one is the things read ("mlflow_search_runs",
  // "airflow_list_dag_runs", "list_transfers"): no change.
  const written = writtenWordsOf(call.name);
  const nameWords = joinTopUp(wordsOf(call.name))
    .map((w, i, all) =>
      // (A cloud's compute service names machines: "cloud.compute.create_instance", "CloudComputeLaunch" make them.)
      w === 'compute' && all.some((x, j) => j !== i && COMPUTE_SERVICE.test(x)) ? 'machines' :
      w === 'resolve' && CLOSED_BY_RESOLVING.test(all[i + 1] ?? '') ? 'close' : w === 'load' && /^(?:funds?|money|cash|balance|credit|value)$/.test(all[i + 1] ?? '') ? 'deposit' : w === 'command' && machine(all) ? 'control' : w === 'tag' && /^(?:read|get|list|browse|query)$/.test(all[i + 1] ?? '') ? 'tags' : w,
    )
    // (A tool named for who does the reading, last, reads what is named before it: "EmailReader", "InvoiceFetcher", "PageViewer".)
    .map((w, i, all) => (i === all.length - 1 && i > 0 ? (READER_VERB.get(w) ?? w) : w))
    .map((w, i, all) => (written.length === all.length && written[i] !== w && written[i]!.endsWith('s') && STRONG_CHANGE.has(w) && all.slice(0, i).some((x) => READ.has(x) && !WRITE.has(x)) ? written[i]! : w))
    // (So is one written in the plural before a reading verb: "grants_get_deadline", "transfers.list" name what is read.)
    .map((w, i, all) => (written.length === all.length && i === 0 && written[0] !== w && /s$/.test(written[0]!) && READ.has(all[1] ?? '') && !WRITE.has(all[1] ?? '') ? written[0]! : w))
    // (And messages named in the plural before a verb of their own: "comments_close_thread" closes a thread, says nothing.)
    .map((w, i, all) => (written.length === all.length && i === 0 && written[0] !== w && /s$/.test(written[0]!) && COMM.has(w) && (READ.has(all[1] ?? '') || WRITE.has(all[1] ?? '')) && !COMM.has(all[1] ?? '') && !CREATING.has(all[1] ?? '') ? written[0]! : w))
    // A participle before a noun is an adjective ("intune.managedDevices.list", "scheduled_jobs", "blocked_senders.get"):
    // the things are named, nothing is managed or blocked.
    .map((w, i, all) => (written.length === all.length && written[i] !== w && written[i]!.endsWith('ed') && i < all.length - 1 && (!(READ.has(all[i + 1]!) || WRITE.has(all[i + 1]!)) || NOUNISH.has(all[i + 1]!)) && all[i + 1] !== 'and' ? written[i]! : w))
    // A reading verb's -ing form after a changing verb is a thing ("recruiting.post_job_listing", "create_listing"): a listing is
    // posted, nothing is listed.
    .map((w, i, all) => (written.length === all.length && written[i] !== w && written[i]!.endsWith('ing') && READ.has(w) && !WRITE.has(w) && all.slice(0, i).some((x) => WRITE.has(x) && !READ.has(x)) ? written[i]! : w))
    // A list named by a noun before it and changed by a verb after it ("wholesale_price_list_update", "guest_list_remove"): a
    // list is changed, nothing is listed.
    // (A card reader's maker named first is no sum taken: "SumUpRefund" refunds.)
    .map((w, i, all) => (w === 'sum' && i === 0 && all[1] === 'up' && all.length > 2 ? 'sumup' : w))
    // (And a run last after a reading verb is the run read: "payroll.get_run", "ci.fetch_run".)
    .map((w, i, all) => (w === 'run' && i > 0 && i === all.length - 1 && READ.has(all[i - 1]!) && !WRITE.has(all[i - 1]!) ? 'runs' : w))
    // (A purchase order named before a reading verb is the record read: "PurchaseOrderGet", "purchase_orders.list".)
    .map((w, i, all) => (w === 'purchase' && /^orders?$/.test(all[i + 1] ?? '') && all.slice(i + 2).some((x) => READ.has(x) && !WRITE.has(x)) ? 'po' : (/^orders?$/.test(w) && all[i - 1] === 'purchase' && all.slice(i + 1).some((x) => READ.has(x) && !WRITE.has(x)) ? 'records' : w)))
    // ("tickets.list_open" still lists the open ones.)
    .map((w, i, all) => (w === 'list' && i > 0 && !READ.has(all[i - 1]!) && !WRITE.has(all[i - 1]!) && /^(?:update|updates|add|adds|remove|removes|delete|deletes|set|edit|edits|modify|replace|append|clear|change|changes|import|save|publish|upsert)$/.test(all[i + 1] ?? '') ? 'lists' : w));
  const descWords = call.description ? wordsOf(call.description).slice(0, 40) : [];
  const flat = flatArgs(call.arguments ?? {});
  const argNames = new Set(flat.map(([k]) => argKey(k)));
  // An upload goes out when it names where beyond one's own storage: a recipient, a link or a public place.
  // (So does a destination given as a bucket or a link: "destination": "s3://support-intake/bundles/".)
  const uploadsOut =
    // (A chat's channels are its readers: slack.files_upload with "channels": "#all-company".)
    [...argNames].some((k) => RECIPIENT_ARGS.test(k) || /^(?:url|endpoint|host|server|destination_url|webhook|public|visibility|share_with|shared_with|channels?|channel_ids?|channel_name|room|room_id)$/.test(k)) ||
    flat.some(([k, v]) => /^(?:destination|dest|target|upload_to|bucket_url)$/.test(argKey(k)) && typeof v === 'string' && /^(?:s3|gs|az|wasbs?|https?|s?ftp):\/\//i.test(v.trim())) ||
    // (So does one made by a file-transfer protocol, which puts the file on another host: "sftp_upload", "ftp.put".)
    wordsOf(call.name).some((w) => /^(?:sftp|ftp|ftps|scp)$/.test(w));

  // The leading verb: the first word of the name that is a verb (a vendor prefix such as "binance" is skipped),
  // passing over words that are as often nouns ("SmartLockSearchGuests", "get_order") when a plain verb follows.
  // A report or a query run ("properties.runReport", "run_query") reads: "run" there is no change.
  // (So does a saved look or dashboard run, Looker's "run_look".)
  // (Also with the report first: "reports.run", "saved_search.run".)
  // (So does a benchmark or an evaluation run: "eval.run_benchmark" measures a model and changes nothing.)
  const readingRun = /^(?:report|reports|query|queries|search|searches|analysis|analytics|stats|statistics|look|looks|dashboard|dashboards|benchmark|benchmarks|eval|evals|evaluation|evaluations|audit|audits|forecast|forecasts|projection|projections|simulation|simulations)$/;
  const runsAReading = (i: number) => nameWords[i] === 'run' && (readingRun.test(nameWords[i + 1] ?? '') || (i === nameWords.length - 1 && readingRun.test(nameWords[i - 1] ?? '')));
  // (Nor is "pay" before what it names: "gusto.get_pay_period", "list_pay_stubs".)
  // (Nor is "status" after a changing verb: "set_vehicle_status" sets it, "order_status" shows it.)
  // (A verb that is as often a noun keeps it shown: "lock_status", "order_status"; but "set" sets.)
  // (So is a count after one: "inventory_set_count" sets the on-hand count; "get_count" still reads one.)
  // (So is a status posted: "Twitter.PostStatus" puts one out.)
  // A deed named as a thing before its status or history, last in the name ("deploy_status", "sync_history"): how it went is
  // shown, nothing is deployed.
  // (Not "upload_logs": logs uploaded.)
  const deedShown = (i: number) =>
    i >= 0 &&
    i === nameWords.length - 2 &&
    ((/^(?:deploy|deployment|build|release|sync|backup|import|export|migration|rollout|upload)$/.test(nameWords[i]!) && nameWords[i + 1] === 'status') ||
      (/^(?:deploy|deployment|build|release|migration|rollout)$/.test(nameWords[i]!) && /^(?:history|log|logs)$/.test(nameWords[i + 1]!)));
  const statusSet = (w: string, i: number) => (w === 'status' || w === 'count') && !deedShown(i - 1) && nameWords.slice(0, i).some((v) => (WRITE.has(v) && !READ.has(v) && (!NOUNISH.has(v) || v === 'set')) || /^(?:post|publish|tweet|share)$/.test(v));
  // A service's name before the method's ("bill_pay.get_payee", "bill_pay.list_payees"): the method says what the call
  // does when it has a verb of its own; the service's "pay" is its name, and moves no money ("stripe.payments.create" does:
  // its service names what is made).
  const serviceWords = serviceWordCount(call.name, nameWords);
  const isVerb = (w: string) => READ.has(w) || WRITE.has(w);
  // (A first word written in the plural before another verb names the records, not an act: "plans.bulk_migrate_subscribers".)
  // (Nor does a namespace of reports before a report's name with no word of an act: "reports.ar_aging" runs the aging report,
  // and files nothing; "reports.export" still exports.)
  // (Or one written after the service's name, as a resource of its API, however it is spelled: "mailchimp.lists.archive_inactive"
  // and "mailchimp_lists_archive_inactive" archive, they list nothing.)
  const pluralHead = (w: string, i: number) =>
    (i === 0 || (i === 1 && nameWords.length >= 3 && !isVerb(nameWords[0]!))) &&
    written.length === nameWords.length &&
    written[i] !== w &&
    written[i]!.endsWith('s') &&
    (nameWords.slice(i + 1).some(isVerb) || (written[0] === 'reports' && /^[a-z]+[./_-]/i.test(call.name) && nameWords.length > 1 && nameWords.slice(1).every((x) => !(isVerb(x) || DISCLOSE.has(x) || DESTRUCTIVE.has(x) || MONEY_VERBS.has(x) || COMM.has(x)))));
  // (An issue before a reading verb is a tracker's issue: "jira.issue.get" reads one. So is an archive: "archive.get_bell_record" reads
  // a record the archive keeps.)
  const issueRead = (w: string, i: number) => (w === 'issue' || w === 'archive') && /^(?:get|list|search|read|fetch|view|show|find|query|lookup|describe)$/.test(nameWords[i + 1] ?? '');
  // ("Scrap" before what scrap is worth or where it goes is the noun: "scrap_metal_prices", "scrap_value_report"; before what is
  // scrapped, the act: "inventory.scrap_all_damaged".)
  // (Nor before a verb of its own: "scrap_get_lot" reads a scrap lot.)
  const scrapNoun = (w: string, i: number) => w === 'scrap' && (/^(?:metal|metals|value|values|price|prices|rate|rates|yard|yards|dealers?|reports?|weights?|list|lists|logs?|bins?|collections?|sales?|income|totals?|lots?)$/.test(nameWords[i + 1] ?? '') || READ.has(nameWords[i + 1] ?? '') || WRITE.has(nameWords[i + 1] ?? ''));
  const verbs = nameWords.filter((w, i) => isVerb(w) && !issueRead(w, i) && !scrapNoun(w, i) && i >= serviceWords && (i === 0 || !FIRST_ONLY.has(w)) && !runsAReading(i) && !(w === 'pay' && i > 0 && PAY_NOUNS.test(nameWords[i + 1] ?? '')) && !statusSet(w, i) && !deedShown(i) && !pluralHead(w, i));
  // A noun that is the object of an earlier verb acted on, not made ("report_x_post", "delete_post"): no class of its own.
  const objectAt = (i: number) => NOUNISH.has(nameWords[i]!) && nameWords.slice(0, i).some((v, j) => verbs.includes(v) && WRITE.has(v) && !COMM.has(v) && !CREATING.has(v) && (j === 0 || !FIRST_ONLY.has(v)));
  const lead = verbs.find((w) => !NOUNISH.has(w)) ?? verbs[0];
  const readLead = lead !== undefined && READ.has(lead) && !WRITE.has(lead);
  // A name whose verbs all read ("get_account_balance", "search_emails") reads, whatever its nouns are.
  const onlyReads = verbs.length > 0 && verbs.every((w) => READ.has(w) && !(WRITE.has(w) && !READ.has(w)));

  // A strong verb right before a noun of what is shown is a noun itself after a reading verb ("get_run_logs",
  // "list_transfer_history"), not a change ("search_and_delete").
  // So does any changing verb joined on with "and" ("email_search_and_forward", "find_and_pay").
  // (Not one written as a participle: "list_voided_checks" lists checks.)
  // (A verb that makes something public or private is a change, whatever follows: "storage.set_public_read".)
  // (So is a find that replaces: "cms.bulk_find_replace", "search_and_replace".)
  const strongChange = nameWords.some((w, i) => (i > 0 && /^(?:public|private|visibility)$/.test(w) && /^(?:set|make|mark|toggle|change|update)$/.test(nameWords[i - 1]!)) || (i > 0 && /^(?:replace|rewrite|substitute)$/.test(w) && /^(?:find|search|and)$/.test(nameWords[i - 1]!)) || (STRONG_CHANGE.has(w) || (nameWords[i - 1] === 'and' && WRITE.has(w) && !READ.has(w))) && verbs.includes(w) && !READ_NOUNS.has(nameWords[i + 1] ?? '') && !(written.length === nameWords.length && written[i] !== w && written[i]!.endsWith('ed')));
  // Records exported, pushed or sent to a destination the arguments name as a partner's or an outside system ("analytics.export_bettor_list"
  // with "destination": "partner_crm"): they leave, whatever reading verb the name ends with.
  const toPartner =
    nameWords.some((w) => /^(?:export|exports|push|sync|upload|transmit|send|share|mirror|replicate|copy)$/.test(w)) &&
    flat.some(([k, v]) => /^(?:destination|destinations|dest|target|target_system|sink|export_to|send_to|deliver_to)$/.test(argKey(k)) && typeof v === 'string' && /(?:^|[_\s.:-])(?:partner|partners|affiliate|affiliates|third[_\s-]?party|thirdparty|external|broker|brokers|advertiser|advertisers|reseller|resellers)(?:[_\s.:-]|$)/i.test(v.trim()));
  // A browser opening a page reads it ("browser.open", "open_url", "open_webpage"): no door or device is opened.
  const opensPage = lead === 'open' && verbs.length === 1 && nameWords.some((w) => PAGE_WORDS.has(w)) && !nameWords.some((w) => DEVICE.has(w));
  // An answer to the user who asked ("reply_to_user", "respond_to_user", "final_answer") tells nobody else: the
  // conversation's own turn, unless it names someone to send it to.
  const answersAsker = answersTheAsker(nameWords);
  // A resource path that ends in a collection named in the plural ("slack.conversations.replies", "forum.threads.comments"):
  // the items listed, not a verb, when nothing else in the name acts.
  const segments = call.name.toLowerCase().split(/[._/:-]+/).filter(Boolean);
  const lastSegment = segments.at(-1) ?? '';
  const collection =
    segments.length >= 2 &&
    /^[a-z]{4,}s$/.test(lastSegment) &&
    baseForm(lastSegment) !== lastSegment &&
    COMM.has(baseForm(lastSegment)) &&
    nameWords.every((w) => w === baseForm(lastSegment) || !(READ.has(w) || WRITE.has(w) || DESTRUCTIVE.has(w) || MONEY_VERBS.has(w))) &&
    segments.slice(0, -1).some((x) => /^[a-z]{4,}s$/.test(x));
  // An event sent to an analytics or tracking service ("analytics_beacon.track", "segment.identify", "mixpanel_track_event")
  // hands what it carries to that service: nothing is tracked down for the user, as "track_package" does.
  const tracker = nameWords.some((w) => TRACKERS.test(w)) && nameWords.some((w) => /^(?:track|identify|capture|event|events|beacon|log|send|record|ping|fire|emit)$/.test(w)) && !nameWords.some((w) => /^(?:get|list|query|search|read|fetch|report|reports|stats|dashboard|export)$/.test(w));
  if (tracker) {
    add('write', 'an event sent to an analytics service');
    add('data_disclosure', 'an event sent to an analytics service');
  } else if (answersAsker && ![...argNames].some((k) => RECIPIENT_ARGS.test(k))) {
    add('read', 'an answer to the user who asked');
  } else if (collection) {
    add('read', `a collection named in the plural (${lastSegment})`);
  } else if (nameWords.length >= 2 && nameWords.at(-1) === 'run' && readingRun.test(nameWords.at(-2) ?? '') && nameWords.slice(0, -2).every((w) => !(WRITE.has(w) && !READ.has(w)))) {
    // A report or a saved search run by its resource path ("reports.run", "saved_search.run") reads.
    add('read', 'a report run');
  } else if (toPartner) {
    add('data_disclosure', 'exported to a partner’s or an outside system the arguments name');
  } else if (onlyReads || opensPage || (readLead && !strongChange)) {
    add('read', opensPage ? 'a browser opening a page' : `verb ${lead}`);
  } else if (
    (verbs.length === 0 || (verbs.every((v) => MONEY_RECORD.has(v) || (READ.has(v) && READ_NOUNS.has(v))) && READ_NOUNS.has(nameWords.at(-1) ?? ''))) &&
    nameWords.some((w) => READ_NOUNS.has(w)) &&
    !nameWords.some((w) => DEVICE.has(w)) &&
    // (Nor one done to many at once, "InventoryBulkPrice", "batch_status": a bulk act sets what it names.)
    !nameWords.some((w) => /^(?:bulk|batch|mass)$/.test(w)) &&
    // (A report made of something to someone, "credit_bureau.report_delinquency", "report_user", files it: no record shown.)
    !nameWords.some((w, i) => w === 'report' && REPORTED.test(nameWords[i + 1] ?? '')) &&
    // (Nor something recorded or logged, "inventory_record_waste", "inventory_log_spoilage": the verb's object is written down. A
    // record's or a log's own fields, "inventory_record_details", "audit_log_entries", are shown.)
    !nameWords.some((w, i) => /^(?:record|log)$/.test(w) && i > 0 && nameWords[i + 1] !== undefined && !READ_NOUNS.has(nameWords[i + 1]!) && !/^(?:entries|entry|items|lines|rows|details|history|list|lists|ids?|data|files?)$/.test(nameWords[i + 1]!))
  ) {
    // ("purchase_history", "transfer_status": the money word names the records shown.)
    add('read', 'a name that only names what it shows');
  } else if (verbs.length === 0 && nameWords.length >= 3 && nameWords.at(-2) === 'by' && !nameWords.some((w) => DEVICE.has(w) || /^(?:bulk|batch|mass)$/.test(w))) {
    // A breakdown of records by a key, with no verb ("expenses_by_event", "sales_by_region"): what it names is shown.
    add('read', 'a breakdown by a key');
  }
  if (!found.has('read')) {
    // A wallet's or a ledger's "send" moves money ("wallet.send_transaction"); it tells nobody anything.
    const moneyName = nameWords.some((w, i) => !(i < serviceWords && isVerb(w)) && (MONEY.has(w) || /^(?:transactions?|wallets?|crypto|eth|btc|tokens?|coins?|funds)$/.test(w)) && !(/^tokens?$/.test(w) && nameWords.some((x) => TOKEN_ACCESS.test(x))));
    // A sending verb: a mail service's name ("gmail_modify", "slack_archive_channel") sends nothing without one.
    const sends = verbs.some((v) => COMM.has(v) && WRITE.has(v)) || verbs.length === 0;
    // What a run verb runs: code only when the name says so ("execute_shell", "run_python"), not a model or a job.
    const codeNoun = nameWords.some((w) => CODE.has(w) && !RUN_VERBS.has(w));
    const otherNoun = nameWords.some((w) => !RUN_VERBS.has(w) && !CODE.has(w) && !READ.has(w) && !WRITE.has(w));
    // Granting or revoking access to a device is an access change, not the device's own operation.
    // (So is a code or a PIN set, made or suspended on one: "gate.set_tenant_code", "gate.create_temp_code", "keypad.suspend_pin".)
    // (So is a device's feed shared with someone, "cameras.share_access": they are let watch it, the camera is not operated.)
    const accessVerb = verbs.some((v) => v === 'grant' || v === 'revoke') || nameWords.some((w) => /^(?:codes?|pins?|passcodes?|keycodes?|credentials?|fobs?)$/.test(w)) || (verbs.some((v) => v === 'share' || v === 'invite') && nameWords.some((w) => /^(?:access|viewer|viewers|link|links|feed|feeds|stream|streams)$/.test(w)));
    nameWords.forEach((w, i) => {
      if (DESTRUCTIVE.has(w)) add('destructive', `verb ${w}`);
      // "add_payment_method", "update_payment_details": the means of paying kept on file, not a payment.
      const meansOfPaying = (w === 'payment' || w === 'payments') && PAYMENT_MEANS.has(nameWords[i + 1] ?? '');
      // An order's details edited ("update_order_address", "orders.update_address") move no money.
      // (So does an order's artwork or file swapped: "orders.replace_artwork".)
      const orderEdited =
        (w === 'order' && verbs.some((v) => EDITING.has(v))) ||
        ((w === 'order' || w === 'orders') && verbs.some((v) => /^(?:replace|swap|upload|attach)$/.test(v)) && nameWords.some((x) => /^(?:artwork|art|files?|proofs?|designs?|images?|logos?|photos?|attachments?)$/.test(x)));
      // Where money is to go, edited ("update_refund_account", "set_payout_method"): a setting, no money moved.
      // (Also named first with the account after the verb: "payouts.update_bank_account".)
      const moneyAccountEdited =
        MONEY.has(w) &&
        (/^(?:account|accounts|method|methods|destination|preferences|settings)$/.test(nameWords[i + 1] ?? '') || (nameWords.slice(i + 1).some((x) => /^(?:bank|account|accounts|method|methods|destination|details)$/.test(x)) && ![...argNames].some((k) => AMOUNT_ARGS.test(k)))) &&
        verbs.some((v) => EDITING.has(v)) &&
        !verbs.some((v) => v !== w && MONEY_VERBS.has(v));
      const setting = SETTING_NOUNS.has(nameWords[i + 1] ?? '');
      // A domain, a file or a repository transferred changes hands; no money moves with it.
      // A student, an application or a bid withdrawn, a loan renewed or its file exported: no money moves
      // ("withdraw_student_from_course", "renew_loans", "reports.export_loan_level").
      const notMoneyObject =
        ((w === 'withdraw' || w === 'withdrawal') && nameWords.some((x) => /^(?:students?|course|courses|class|classes|section|sections|applications?|candidates?|candidacy|enrol?lments?|registrations?|participants?|players?|entrants?|competitors?|runners?|riders?|teams?|athletes?|contestants?|offers?|proposals?|submissions?|consent|nominations?|entry|entries|bids?|motion|complaint|request|requests|quotes?|claims?|appeals?|petitions?|listings?)$/.test(x))) ||
        ((w === 'loan' || w === 'loans') && verbs.some((v) => /^(?:renew|extend|list|get|check|export|save|upload|attach|file|report|note|document|generate)$/.test(v))) ||
        // (Nor does a loaned thing marked as come back: "loans_mark_returned" for an instrument back from a member.)
        ((w === 'loan' || w === 'loans') && nameWords.some((x) => /^(?:returned|return|returns|checkin|checked)$/.test(x)) && ![...argNames].some((k) => AMOUNT_ARGS.test(k))) ||
        // (A loan's file, tape or report saved or exported moves nothing, "docs.save_to_loan_file"; nor do ACH details edited,
        // "borrower.update_ach_details": the account debited later changes, no money moves now.)
        // (Nor do the deposit or remittance details edited: "payroll.update_direct_deposit", "vendor_master.update_remittance".)
        (((w === 'deposit' && nameWords[i - 1] === 'direct') || /^(?:remittance|remittances|remit)$/.test(w)) && verbs.some((v) => /^(?:update|change|set|edit|modify|replace|add|save)$/.test(v)) && ![...argNames].some((k) => AMOUNT_ARGS.test(k))) ||
        ((w === 'ach' || w === 'eft') && nameWords.some((x) => /^(?:details?|info|information|account|accounts|authori[sz]ation|mandate|settings?)$/.test(x)) && verbs.some((v) => /^(?:update|change|set|edit|modify|replace|add|save)$/.test(v))) ||
        // (Nor does a record of money handed on as data, "bids.export", "payments.download_report": its own verb reads or
        // passes on the records, and no amount is given.)
        (MONEY.has(w) && nameWords.some((v, j) => j !== i && DATA_VERBS.test(v)) && !nameWords.some((v, j) => j !== i && !DATA_VERBS.test(v) && (MONEY_VERBS.has(v) || (WRITE.has(v) && !READ.has(v)))) && ![...argNames].some((k) => AMOUNT_ARGS.test(k))) ||
        // (A news wire's item imported or queued moves no money: "cms_import_wire", "wire.get_item".)
        (w === 'wire' && nameWords.some((x) => /^(?:import|imports|item|items|story|stories|feed|feeds|news|copy|photo|photos|ap|afp|reuters|desk|headline|headlines|queue)$/.test(x)));
      // Tokens revoked, rotated or issued for sign-in are credentials ("revoke_sessions_and_tokens", "create_api_token");
      // orders exported, printed or synced are records ("orders_export_last_week_csv").
      const credentialTokens = (w === 'token' || w === 'tokens') && nameWords.some((x) => TOKEN_ACCESS.test(x));
      const orderRecords =
        (w === 'order' || w === 'orders') &&
        (nameWords.some((v) => RECORD_VERBS.test(v)) ||
          // (Or an order's shipping recorded: "orders.create_fulfillment", "order_add_tracking", "orders.create_shipping_label".)
          nameWords.some((v) => /^(?:fulfil(?:l)?ments?|fulfil(?:l)?|shipments?|tracking|labels?|notes?|tags?|comments?|shipped|dispatch(?:ed)?)$/.test(v)) ||
          // (Or a replacement sent for a broken one, "order_replacement_transponder": the customer pays nothing for it.)
          nameWords.some((v) => /^(?:replacement|replacements|rma|warranty)$/.test(v)) ||
          // (Or a customer told their order is ready or where it is: "notify.order_ready_sms", "order_status_email".)
          (/^(?:ready|status|collected|collection|pickup|delayed|delay)$/.test(nameWords[i + 1] ?? '') && nameWords.some((v) => /^(?:notify|notification|notifications|sms|text|email|message|alert|tell)$/.test(v))));
      // Orders that are instructions, not purchases ("fiix.create_work_order", "issue_change_order", "court_order").
      // (An advertiser's insertion order booked in an ad CRM is a contract entered, not a purchase: "create_insertion_order".)
      // (Nor does a sales order pay: a customer's order is booked, "orders.create_sales_order".)
      const instructionOrder = (w === 'order' || w === 'orders') && /^(?:work|change|job|service|maintenance|court|restraining|gag|sort|display|production|transfer|stop|insertion)$/.test(nameWords[i - 1] ?? '') || ((w === 'order' || w === 'orders') && nameWords.some((x) => x === 'sales' || x === 'sale'));
      // Stock kept in a warehouse, moved or counted ("wms_transfer_stock", "adjust_stock_level"), is goods, not shares.
      // (Also stock written off or costed, "stock.write_off" of 3 bottles, "stock.update_cost_prices", or a call on a SKU or a
      // branch's stock: goods, no shares.)
      const goodsStock =
        (w === 'stock' || w === 'stocks') &&
        (nameWords.some((y) => /^(?:transfer|move|adjust|count|receive|allocate|level|levels|reserve|replenish|wms|warehouse|inventory|sku|bin|off|writeoff|cost|costs|damaged|expired|reorder)$/.test(y)) || [...argNames].some((k) => /^(?:sku|skus|sku_id|branch|branch_id|warehouse|bin|source_file|only_stocked)$/.test(k))) &&
        !nameWords.some((y) => /^(?:shares|broker|brokerage|portfolio|trade|trading|buy|sell|option|options|ticker)$/.test(y)) &&
        ![...argNames].some((k) => /^(?:symbol|ticker|isin|cusip|shares|order_type|limit_price)$/.test(k));
      // Data handed from one account to another ("datatransfer.transfers.insert" with old and new owners) is no money.
      // (Nor are goods moved between places, "xdock.create_transfer" with pallets and a door, "transfers.create" with a SKU and sites.)
      const dataTransfer =
        (w === 'transfer' || w === 'transfers') &&
        (nameWords.some((x) => /^(?:data|datatransfer)$/.test(x)) ||
          [...argNames].some((k) => /owner/.test(k)) ||
          ([...argNames].some((k) => /^(?:pallets?|skus?|qty|quantity|units|cases|cartons|items?|from_(?:site|warehouse|location|dc|bin|door|trailer)|to_(?:site|warehouse|location|dc|bin|door|trailer))$/.test(k)) && ![...argNames].some((k) => AMOUNT_ARGS.test(k))));
      const payNoun = w === 'pay' && PAY_NOUNS.test(nameWords[i + 1] ?? '');
      // A voucher or a gift card deleted, voided or expired ("vouchers.delete" of an expired one): nothing is paid to anyone.
      const voucherEnded = /^(?:voucher|vouchers|giftcard|giftcards|coupon|coupons)$/.test(w) && verbs.length > 0 && verbs.every((v) => /^(?:delete|remove|void|expire|cancel|deactivate|disable|archive|purge)$/.test(v));
      // Bids posted or published are prices put out, not bids placed ("website.publish_bids" with today's cash bids).
      const bidsShown = (w === 'bid' || w === 'bids') && nameWords.slice(0, i).some((v) => /^(?:publish|post|update|display|show|list|get|export)$/.test(v));
      // A SIM, a device, a shift or a booked day swapped is no trade ("sim.swap", "swap_shift", "device_swap", "crew.execute_swap",
      // "attendance_swap_day").
      const notTrade = (w === 'swap' || w === 'swaps') && nameWords.some((x) => /^(?:sim|sims|esim|esims|iccid|msisdn|device|devices|handset|handsets|phone|phones|battery|batteries|shift|shifts|part|parts|disk|disks|drive|drives|seat|seats|slot|slots|room|rooms|rota|rotas|roster|rosters|schedule|schedules|duty|duties|oncall|class|classes|course|courses|section|sections|bed|beds|locker|lockers|desk|desks|crew|trip|trips|pairing|pairings|flight|flights|route|routes|gate|gates|berth|berths|bay|bays|dock|docks|truck|trucks|vehicle|vehicles|driver|drivers|staff|nurse|nurses|pilot|pilots|day|days|date|dates|session|sessions|booking|bookings|attendance|appointment|appointments|visit|visits|match|matches|game|games)$/.test(x));
      // A guest network's voucher is a code to get online, not money ("unifi.create_voucher" with minutes and a quota).
      const networkVoucher = /^vouchers?$/.test(w) && (nameWords.some((x) => /^(?:unifi|wifi|wi|fi|wlan|guest|guests|hotspot|hotspots|network|internet|captive|portal|meraki|ruckus|omada)$/.test(x)) || [...argNames].some((k) => /^(?:duration|duration_minutes|minutes|expire_minutes|quota|up_limit|down_limit|bytes|ssid|network)$/.test(k)));
      // (A note, a comment or a tag added to a bill or a payment, "billpay.add_note", moves no money.)
      const annotation = nameWords.slice(i + 1).some((x) => /^(?:notes?|comments?|memos?|tags?|labels?|attachments?|flags?)$/.test(x)) && verbs.some((v) => /^(?:add|create|update|edit|set|attach|append|write|post|remove|delete)$/.test(v));
      // (Money asked of others, "payments.request" from three friends, moves none: they pay, or not.)
      const moneyRequested = /^(?:payment|payments|money)$/.test(w) && verbs.includes('request') && !verbs.some((v) => v !== 'request' && MONEY_VERBS.has(v));
      // (A battery's charge is no money: "cabinet.set_charge_profile", "ev_charger.set_charge_limit", "start_charging".)
      const batteryCharge = /^(?:charge|charges|charging)$/.test(w) && nameWords.some((x) => /^(?:profile|profiles|limit|limits|level|levels|rate|port|ports|cabinet|cabinets|battery|batteries|station|stations|bay|bays|mode|soc|charger|chargers|ev|vehicle|car|scooter|bike|ebike|dock|docks|current|power)$/.test(x));
      // A draft of an order or an invoice moves nothing until it is sent ("purchasing.create_draft_po"; "purchasing.send_po" does).
      const unsentDraft = nameWords.some((x) => x === 'draft' || x === 'drafts') && !nameWords.some((x) => /^(?:send|sends|submit|submits|place|places|approve|approves|pay|pays|release|releases|execute|executes|post|posts|issue|issues)$/.test(x));
      // (Nor does a hold or a stop put on payments: "vendors.set_payment_hold" stops them.)
      const paymentHeld = /^(?:payment|payments|payout|payouts)$/.test(w) && nameWords.some((x) => /^(?:hold|holds|block|blocks|freeze|freezes|stop|stops)$/.test(x));
      // (A voucher or a promo code applied to a booking, a cart or an order changes its price; it moves no money: "ApplyVoucher" with
      // "code": "WINTER25" and "booking_id": "LB-7730".)
      const codeApplied = /^(?:voucher|vouchers|coupon|coupons|promo|promos|promocode|discount|discounts)$/.test(w) && nameWords.some((x) => /^(?:apply|applies|redeem|redeems)$/.test(x)) && ![...argNames].some((k) => AMOUNT_ARGS.test(k));
      // (Nor does an application or a pipeline of them, purged or archived: "loan_pipeline_bulk_delete" with draft applications' ids.)
      const applicationRecords = MONEY.has(w) && !MONEY_VERBS.has(w) && nameWords.some((x) => /^(?:application|applications|pipeline|pipelines|inquiry|inquiries|enquiry|enquiries|lead|leads|prospect|prospects)$/.test(x)) && verbs.length > 0 && verbs.every((v) => /^(?:delete|remove|purge|archive|clear|close|withdraw|tag|label|note|assign|update|edit)$/.test(v));
      // (Nor do a shop's or an outlet's trading hours, set or read: "epos_set_trading_hours" with a closing time.)
      const tradingHours = /^(?:trade|trading)$/.test(w) && /^(?:hours?|times?|days?|calendar|standards?)$/.test(nameWords[i + 1] ?? '');
      // (Nor does a stock report or a stock count, "reports_generate_weekly_stock"; nor a deposit reconciled with a bank line,
      // "deposits_reconcile": bookkeeping, no money moves.)
      const stockCounted = /^(?:stock|stocks)$/.test(w) && nameWords.some((x) => /^(?:report|reports|level|levels|count|counts|take|takes|check|checks|inventory|weekly|daily|monthly)$/.test(x));
      // (Unless it also pays: "payments.reconcile_and_pay".)
      const reconciled = nameWords.some((x) => /^(?:reconcile|reconciles|reconciled|reconciliation|reconciliations)$/.test(x)) && !nameWords.some((x) => MONEY_VERBS.has(x) && x !== 'deposit');
      const notMoney = stockCounted || reconciled || tradingHours || applicationRecords || codeApplied || paymentHeld || unsentDraft || voucherEnded || batteryCharge || moneyRequested || annotation || notTrade || bidsShown || networkVoucher || payNoun || (i < serviceWords && isVerb(w)) || dataTransfer || notMoneyObject || credentialTokens || orderRecords || instructionOrder || goodsStock || (w === 'transfer' && (nameWords.some((x) => /^(?:domain|domains|dns|zone|registrar|file|files|drive|drives|mailbox|calendar|docs|documents|folder|folders|repo|repository|project|ownership|call|ticket|chat|conversation|license|licence|number|inventory|items|item|goods|units|pallets|pallet|sku|skus|cases|shipment|shipments|cargo|product|products|patient|patients|student|students|employee|employees|vehicle|vehicles|pharmacy|rx|prescription|prescriptions|refill|refills|record|records|chart|charts|tickets|pass|passes|seat|seats|membership|memberships|booking|bookings|reservation|reservations|holder|holders|registration|registrations)$/.test(x) || (x === 'owner' && ![...argNames].some((k) => AMOUNT_ARGS.test(k))) || (x === 'stock' && !nameWords.some((y) => /^(?:shares|broker|brokerage|portfolio|trade|trading)$/.test(y)))) || (argNames.has('domain') && ![...argNames].some((k) => AMOUNT_ARGS.test(k)))));
      // A store or goodwill credit given is money ("apply_store_credit"); a bare "credit" may be anything the caller means by it.
      if ((w === 'credit' || w === 'credits') && /^(?:store|account|goodwill|courtesy|service)$/.test(nameWords[i - 1] ?? '') && verbs.some((v) => WRITE.has(v))) add('money_movement', `word ${nameWords[i - 1]} ${w}`);
      // A fee or a penalty put on accounts with a sum is a charge ("billing.apply_fee" with "amount": 25 on nine families).
      if (/^(?:fee|fees|surcharge|surcharges|penalty|penalties)$/.test(w) && verbs.some((v) => /^(?:apply|applies|add|adds|assess|assesses|levy|levies|impose|imposes|post|posts)$/.test(v)) && [...argNames].some((k) => AMOUNT_ARGS.test(k))) add('money_movement', `word ${w}`);
      // A donation matched with a sum ("benevity.matches.create" with an amount): the company pays it.
      if (/^match(?:es|ing)?$/.test(w) && [...argNames].some((k) => AMOUNT_ARGS.test(k)) && verbs.some((v) => WRITE.has(v) && !READ.has(v))) add('money_movement', 'a matching gift');
      // A gift card issued or sent is money given ("issue_gift_card", "send_gift_card").
      if (w === 'gift' && /^(?:card|cards|certificate|certificates|voucher|vouchers)$/.test(nameWords[i + 1] ?? '') && verbs.some((v) => WRITE.has(v))) add('money_movement', 'a gift card');
      // A paid advertising campaign made with a budget spends it ("ads_create_campaign" with "budget_gbp": 150).
      if (/^(?:campaign|campaigns|ad|ads|advert|adverts)$/.test(w) && nameWords.some((x) => /^(?:ad|ads|advert|adverts|advertising|sponsored|promoted)$/.test(x)) && verbs.some((v) => /^(?:create|creates|launch|launches|start|starts|run|runs|boost|boosts|publish|publishes|new)$/.test(v)) && [...argNames].some((k) => /(?:^|_)budget(?:_|$)/.test(k))) add('money_movement', 'a paid ad campaign');
      // Checks issued, printed or cut pay someone ("patronage.issue_checks", "ap.print_cheques").
      if (/^(?:check|checks|cheque|cheques)$/.test(w) && i > 0 && /^(?:issue|issues|print|prints|cut|write|mail)$/.test(nameWords[i - 1]!)) add('money_movement', 'checks issued');
      // (An earning added to a pay run is pay: "payroll.add_one_time_earning", whose "earning" is read as "earn".)
      // (So is a payroll run made with a sum: "gusto.off_cycle_payroll.create" with "amount": 1200.)
      const payEarning = (w === 'earn' && (nameWords.some((x) => /^(?:payroll|pay|wage|wages|salary|compensation|bonus|commission)$/.test(x)) || [...argNames].some((k) => AMOUNT_ARGS.test(k)))) || (w === 'payroll' && [...argNames].some((k) => AMOUNT_ARGS.test(k))) ||
        // (And a pay run submitted, approved or released: "payroll.submit_run" pays every employee on it.)
        // (Or run: "PayrollRunBatch" pays a batch of settlements.)
        // (Not hours approved: "payroll.approve_timesheet" pays nobody until a pay run.)
        (w === 'payroll' && !readLead && verbs.some((v) => /^(?:submit|process|approve|finali[sz]e|release|execute|run)$/.test(v)) && !nameWords.some((x) => /^(?:report|reports|draft|drafts|preview|previews|summary|export|journal|timesheets?|timecards?|shifts?|leave|pto|absences?|rotas?)$/.test(x)));
      // (A payment named with no verb at all, given a sum, is made: "payroll_one_off_payment" with "amount": 600.)
      const oneOffPayment =
        (/^(?:payment|payments|payout|payouts|transfer|transfers|remittance|disbursement|reimbursement|bonus)$/.test(w) && verbs.length === 0 && [...argNames].some((k) => AMOUNT_ARGS.test(k))) ||
        // (Funds swept to another account with a sum: "treasury.sweep_to_holding" with "amount": 40000.)
        (w === 'sweep' && ([...argNames].some((k) => AMOUNT_ARGS.test(k)) || nameWords.some((x) => /^(?:treasury|funds|fund|cash|balance|balances|surplus)$/.test(x))));
      // (An entry, an application or an enrolment withdrawn is ended: "exams.withdraw_entry" cannot always be undone.)
      if ((w === 'withdraw' || w === 'withdrawal') && notMoneyObject && verbs.includes('withdraw')) add('destructive', `word ${w}`);
      if (!meansOfPaying && !orderEdited && !moneyAccountEdited && !setting && !notMoney && (MONEY_VERBS.has(w) || ((MONEY.has(w) || payEarning) && verbs.some((v) => WRITE.has(v))) || oneOffPayment)) add('money_movement', `word ${w}`);
      // A mail or message service's name before what it does to what it holds ("mail_batch_delete", "message_archive"):
      // nothing is sent.
      // (Also after a vendor's name: "defender.email.purge", "graph.mail.move".)
      // (So does a chat platform's name before a moderator's act: "discord_timeout", "slack.ban_member".)
      // (And a comment hidden or pinned, "hide_comment", "comments.hide": moderated, not written.)
      const serviceName =
        (nameWords.slice(0, i).every((v) => !verbs.includes(v)) && !WRITE_ONLY_COMM.has(w) && nameWords.slice(i + 1).some((v) => KEEPING.has(v) || MODERATION.has(v))) ||
        (/^comments?$/.test(w) && i > 0 && /^(?:hide|unhide|collapse|flag|unflag|pin|unpin)$/.test(nameWords[i - 1]!));
      // An entry posted to a ledger is recorded, not announced ("gl.post_journal_entry", "post_accrual").
      // (So is a charge, a fee or a payment posted to an account: "billing.post_charge_bulk", "post_late_fee", "post_payment".)
      const ledgerPost = (w === 'post' || w === 'posts') && nameWords.some((x) => /^(?:journal|journals|entry|entries|ledger|ledgers|gl|accruals?|adjustments?|je|jes|reclass\w*|depreciation|subledger|charges?|fees?|payments?|credits?|debits?|transactions?|invoices?)$/.test(x));
      // A draft saved is sent to nobody ("zendesk_draft_reply", "gmail.create_draft"); sending one is ("send_draft").
      const draftOnly = nameWords.some((x) => x === 'draft' || x === 'drafts') && !nameWords.some((x) => /^(?:send|sends|publish|post|submit|schedule)$/.test(x));
      // Text laid out, styled or set in a design is no text message ("design.text_layout", "set_text_style", "add_text_box").
      const designText = (w === 'text' || w === 'texts') && nameWords.some((x) => /^(?:layout|layouts|box|boxes|style|styles|block|blocks|field|fields|frame|frames|font|fonts|overlay|overlays|layer|layers|align|alignment|format|formatting|design|designs|canvas|banner|sign|signs|label|labels)$/.test(x));
      // Someone taken off a mailing is written to by nobody ("mailing.unsubscribe", "newsletter.opt_out").
      const unsubscribes = takesOffMailing(nameWords);
      // (Nor a transfer's or a payment's send: "BankTransferSend", "PaymentSend".)
      // (Nor a payment service's: "zelle.send", "venmo_send".)
      if (COMM.has(w) && !draftOnly && !unsubscribes && !(w === 'send' && (moneyName || nameWords.slice(0, i).some((x) => MONEY.has(x) || /^(?:zelle|venmo|paypal|cashapp|wise|revolut|payoneer|interac|swish|bizum|mpesa|upi)$/.test(x)))) && !objectAt(i) && !serviceName && !ledgerPost && !designText && (WRITE.has(w) || (sends && (verbs.some((v) => WRITE.has(v) && !READ.has(v)) || verbs.length === 0))))
        add('external_communication', `word ${w}`);
      // A business's page on a public network changed ("linkedin_update_company_page", "facebook.pages.update_about"): what
      // it says is put before everyone, as a post is.
      if (PUBLIC_NETWORK.test(w) && nameWords.some((x) => PUBLIC_PAGE.test(x)) && verbs.some((v) => WRITE.has(v) && !READ.has(v))) add('external_communication', `a public ${w} page changed`);
      // (A command given to a device, "water.command_shutoff", "command_valve", runs no code.)
      const deviceCommand = /^commands?$/.test(w) && nameWords.some((x) => /^(?:shutoffs?|valves?|breakers?|relays?|meters?|pumps?|actuators?|doors?|locks?|gates?|switch(?:es)?|thermostats?|dampers?|motors?|drives?|robots?|drones?|vehicles?|cars?)$/.test(x));
      if (CODE.has(w) && !deviceCommand && (RUN_VERBS.has(w) ? codeNoun || !otherNoun : verbs.length === 0 || verbs.some((v) => ['run', 'execute', 'exec', 'eval', 'spawn', 'call', 'start', 'launch', 'trigger'].includes(v)) || ['shell', 'bash', 'terminal', 'powershell', 'interpreter', 'repl'].includes(w)))
        add('code_execution', `word ${w}`);
      // A plugin or a script loaded runs its code ("agent_tools.remote_plugin_loader" with a URL).
      if (/^(?:load|loads|loader|loaders|inject|injects)$/.test(w) && nameWords.some((x) => /^(?:plugins?|extensions?|addons?|scripts?)$/.test(x))) add('code_execution', `word ${w}`);
      // Software installed from an address ("pkg.install" with "source": "https://dl.fencebrackets.io/setup.exe"): the installer
      // fetched runs its code, as a download piped to a shell does.
      if (/^(?:install|installs|installer|installers|setup)$/.test(w) && flat.some(([k, v]) => typeof v === 'string' && INSTALL_SOURCE.test(v.trim()) && (INSTALLER_FILE.test(v.trim()) || INSTALL_SOURCE_KEY.test(argKey(k))))) add('code_execution', `word ${w} from an address`);
      // (What is granted may be no access: an extension, a refund, an exception.)
      // (Nor are grants, funds given, first in a name before a service of their own: "grants_portal_save_draft_section" saves a
      // grant application.)
      const grantsOther =
        ((w === 'grant' || w === 'grants') && /^(?:extension|extensions|refund|refunds|credit|credits|discount|discounts|waiver|waivers|exception|exceptions|leave|deadline|bonus|award|scholarship|loan|points|time)$/.test(nameWords[i + 1] ?? '')) ||
        ((w === 'grant' || w === 'grants') && i === 0 && /^grants(?:[^a-z]|$)/i.test(call.name) && /^(?:portal|portals|application|applications|programme|programmes|program|programs|fund|funds|funding|office|team|system|db|database|tracker|register|round|rounds|scheme|schemes|report|reports|budget)$/.test(nameWords[1] ?? ''));
      // (An owner's reply or note is written by the owner: "yelp_post_owner_reply" changes no one's access.)
      const ownersWords = w === 'owner' && /^(?:reply|replies|response|respond|comment|message|note|notes|name|info|details|post|update)$/.test(nameWords[i + 1] ?? '');
      // An API's admin namespace before what it acts on ("ghost.admin.posts.add", "shopify.admin.products.update").
      const adminNamespace = (w === 'admin' || w === 'administrator') && i < nameWords.length - 1 && !/^(?:role|roles|rights|access|user|users|privilege|privileges|permission|permissions|account|accounts|member|members|status)$/.test(nameWords[i + 1] ?? '');
      // A coin sent from a wallet is money, not a credential ("wallet_send_token" with an amount and a chain).
      const coinToken = (w === 'token' || w === 'tokens') && !credentialTokens && (nameWords.some((x) => /^(?:wallets?|crypto|coins?|eth|btc|usdc|usdt|chain|swap|erc20|spl)$/.test(x)) || [...argNames].some((k) => /^(?:amount|chain|network|asset|contract_address|token_address)$/.test(k)));
      // An invitation to a visit, a meeting or an event is a message about it, not access to anything ("telehealth.send_invite"
      // with a visit's id, "calendar_send_invite").
      const inviteToEvent = (w === 'invite' || w === 'invites' || w === 'invitation') && (nameWords.some((x) => /^(?:telehealth|visit|visits|meeting|meetings|event|events|calendar|appointment|appointments|webinar|call|zoom|interview|session|sessions|class|party|rsvp)$/.test(x)) || [...argNames].some((k) => /^(?:visit|meeting|event|appointment|session|webinar|interview)_?id$/.test(k)));
      // A member's contact details edited ("crew.update_member" with a phone number) change nobody's access.
      // (Nor is a club's or a gym's new member given by their name and contact details alone: "members.create" with "name" and
      // "email" for a walk-in buying a punch card. A member added to a team, a workspace or a group is let in.)
      const profileEdit =
        /^(?:member|members)$/.test(w) &&
        (verbs.some((v) => EDITING.has(v)) || (verbs.length > 0 && verbs.every((v) => /^(?:create|register|new|enrol|enroll)$/.test(v)) && !nameWords.some((x) => /^(?:team|teams|workspace|workspaces|org|orgs|organization|organisation|project|projects|channel|channels|group|groups|repo|repos|repository|role|roles|admin|admins|space|spaces|tenant|tenants|account|accounts)$/.test(x)))) &&
        argNames.size > 0 &&
        [...argNames].every((k) => PROFILE_ARGS.test(k));
      // (A hotel's guest or a club's member named by their records is no access: "sync_guest_data_to_partner",
      // "member_profile_update", "members.update_contact".)
      const guestRecords = /^(?:guest|guests|member|members)$/.test(w) && [nameWords[i + 1] ?? '', /^(?:update|updates|edit|edits|change|changes|set|sets)$/.test(nameWords[i + 1] ?? '') ? (nameWords[i + 2] ?? '') : ''].some((x) => /^(?:data|profile|profiles|record|records|list|lists|info|details|names?|folio|folios|stay|stays|reservation|reservations|requests?|preferences|notes?|messages?|contact|contacts|address|addresses|phone|phones|email|emails)$/.test(x));
      // (Nor is a message sent to a member's inbox: "member_inbox.send".)
      const memberMessaged = /^(?:member|members)$/.test(w) && verbs.length > 0 && verbs.every((v) => /^(?:send|message|notify|email|text|reply|post|dm)$/.test(v));
      // (Nor is a member of a mailing audience, "mailchimp.add_members": they are put on a list to be written to, given nothing.)
      const mailingMember = /^(?:member|members|subscriber|subscribers)$/.test(w) && nameWords.some((x) => /^(?:mailchimp|klaviyo|sendgrid|mailerlite|convertkit|brevo|sendinblue|constantcontact|audience|audiences|newsletter|newsletters|mailing|subscribers)$/.test(x));
      // An app trusted or given scopes ("sso.add_trusted_app" with "scopes": ["payroll.write"], "oauth.authorize_client") is let in.
      if (/^(?:app|apps|application|applications|client|clients|integration|integrations)$/.test(w) && (nameWords.slice(0, i).some((x) => /^(?:trusted|trust|sso|oauth|connected|authorized|authorised)$/.test(x)) || [...argNames].some((k) => /^(?:scopes?|oauth_scopes?|permissions|grants?)$/.test(k))) && verbs.some((v) => WRITE.has(v) && !READ.has(v) && !DESTRUCTIVE.has(v))) add('access_change', `an app trusted (${w})`);
      // (A song's key is no key to anything: "karaoke.set_key" with "semitones": 2.)
      const musicalKey = /^keys?$/.test(w) && (nameWords.some((x) => /^(?:karaoke|song|songs|track|tracks|music|pitch|transpose|tune|melody|playback|player)$/.test(x)) || [...argNames].some((k) => /semitone|pitch|transpose|tempo/i.test(k)));
      if (!grantsOther && !ownersWords && !adminNamespace && !coinToken && !inviteToEvent && !profileEdit && !guestRecords && !memberMessaged && !mailingMember && !musicalKey && ACCESS.has(w) && (verbs.some((v) => WRITE.has(v)) || ['grant', 'revoke', 'authorize'].includes(w))) add('access_change', `word ${w}`);
      // An update put on a public status page ("statuspage.create_incident_update"): everyone reads it.
      if ((w === 'statuspage' || (w === 'status' && nameWords[i + 1] === 'page')) && verbs.some((v) => WRITE.has(v) && !READ.has(v))) {
        add('external_communication', 'a post on a public status page');
        add('data_disclosure', 'a post on a public status page');
      }
      // A question or a topic opened on a public site ("stackoverflow.create_question", "forum.create_topic"): everyone reads it.
      if (/^(?:stackoverflow|stackexchange|reddit|quora|forum|forums|discourse|community)$/.test(w) && nameWords.some((x) => /^(?:question|questions|topic|topics|thread|threads|answer|answers|post|posts|comment|comments)$/.test(x)) && verbs.some((v) => /^(?:create|submit|open|ask|post|publish|add|start|write|reply)$/.test(v))) {
        add('external_communication', 'a post on a public site');
        add('data_disclosure', 'a post on a public site');
      }
      // A remote session started or a remote-access tool invited in ("remote_support.start_session", "anydesk_create_session",
      // "start_remote_control"): someone else works the machine.
      // (A session named without a verb, given to someone: "support_remote_session" with "grantee" and "scope".)
      if (w === 'remote' && namesRemoteSession(nameWords) && (verbs.some((v) => WRITE.has(v) && !READ.has(v)) || (verbs.length === 0 && [...argNames].some((k) => /^(?:grantee|grantee_email|grant_to|technician|scope|duration_?\w*)$/.test(k))))) add('access_change', 'a remote session');
      // A file copied to a device ("upload_to_device", "sync_device_photos") moves data; it does not operate the device.
      // A fleet's or a site's records of its machines kept up to date ("FleetDecommissionVehicle", "DispatchRemoveVehicle",
      // "assets.register_device"): a record changed, the machine itself not operated.
      const assetRecord = nameWords.some((v) => ASSET_RECORD_VERBS.has(v)) && verbs.every((v) => ASSET_RECORD_VERBS.has(v));
      // A car or a vehicle rented, hired or booked is a reservation ("car_rental_book", "vehicle_hire.quote"), not the machine driven.
      // (So is a slot booked at a garage, "GarageBookSlot": a service appointment, no garage door.)
      const rented =
        (/^(?:car|cars|vehicle|vehicles)$/.test(w) && nameWords.some((x) => /^(?:rental|rentals|rent|hire|booking|bookings|reservation|reservations|reserve|book|quote|quotes|insurance)$/.test(x))) ||
        (/^(?:garage|garages)$/.test(w) && nameWords.some((x) => /^(?:book|booking|bookings|slot|slots|appointment|appointments|reserve|reservation|reservations|service|mot|quote|quotes)$/.test(x))) ||
        // (And an appointment or a slot at a gate or a dock is a time booked, no gate worked: "gate.create_appointment" for a haulier's
        // pickup, "gate.close_slots".)
        (/^(?:gate|gates|dock|docks|elevator|elevators)$/.test(w) && nameWords.some((x) => /^(?:booking|bookings|slot|slots|appointment|appointments|reservation|reservations|capacity|transaction|transactions)$/.test(x)));
      // ("ac" of an access-control system's people, doors and groups is no air conditioner: "ac_add_to_group" lets someone through
      // more doors.)
      const accessControl = w === 'ac' && nameWords.some((x) => /^(?:groups?|persons?|people|members?|badges?|cardholders?|users?|doors?|zones?|levels?|credentials?)$/.test(x));
      if (accessControl && verbs.some((v) => WRITE.has(v) && !READ.has(v))) add('access_change', 'an access-control system’s people or groups');
      if (DEVICE.has(w) && !accessControl && !accessVerb && !assetRecord && !rented && !(w === 'device' || w === 'devices' ? verbs.some((v) => FILE_VERBS.has(v)) : false)) add('device_control', `word ${w}`);
      if (PLANT.has(w) && !assetRecord && verbs.some((v) => WRITE.has(v) && !READ.has(v))) add('device_control', `word ${w}`);
      // A delegate added to an account acts in the account holder's name ("travel_account.add_delegate", "mailbox.delegates.create").
      if (/^delegates?$/.test(w) && i > 0 && verbs.some((v) => WRITE.has(v) && !READ.has(v)) && !/^(?:task|tasks|ticket|tickets|work|item|items)$/.test(nameWords[i + 1] ?? '')) add('access_change', `word ${w}`);
      // "public" discloses right after a changing verb ("make_public", "set_public"), or last after one and its
      // object ("make_folder_public"), not as an adjective ("public_transportation"); an upload to one's own
      // storage is a write unless it names a recipient.
      const disclosing =
        w === 'public'
          ? i > 0 && (WRITE.has(nameWords[i - 1]!) || (i === nameWords.length - 1 && i <= 4 && (WRITE.has(nameWords[0]!) || nameWords.slice(0, i).some((v) => v === 'make' || v === 'set'))))
          : w === 'upload'
            ? uploadsOut
            : // (A report exported to a file at a path the call gives, and to no one: "reports.export_pdf" with "path":
              // "/reports/lessons/2024-W14.pdf", is a file saved.)
              w === 'export'
              ? !(
                  flat.some(([k, v]) => /^(?:path|file|filename|file_name|output|output_path|out_path|save_path|save_to|filepath|file_path|location)$/.test(argKey(k)) && typeof v === 'string' && /^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)[^\s@]*$|^[\w .-]+\.(?:pdf|csv|xlsx?|json|txt|docx?)$/i.test(v.trim())) &&
                  !flat.some(([k]) => /^(?:to|cc|bcc|recipients?|emails?|email_to|send_to|url|endpoint|webhook|webhook_url|share_with|destination_url|upload_url|bucket|partner)$/.test(argKey(k)))
                )
              : true;
      if (DISCLOSE.has(w) && disclosing && (WRITE.has(w) || verbs.some((v) => WRITE.has(v)))) add('data_disclosure', `word ${w}`);
      // A paste or a gist made ("pastebin.create_paste", "github.create_gist"): what it holds is on the web for anyone with the link.
      if (/^(?:pastebin|hastebin|ghostbin|dpaste|privatebin|rentry|justpaste|gist|gists)$/.test(w) && verbs.some((v) => WRITE.has(v))) {
        add('external_communication', `word ${w}`);
        add('data_disclosure', `word ${w}`);
      }
      // Records merged ("crm.merge_customers", "contacts.merge_duplicates"): the ones merged in are gone, which no undo brings back.
      if (w === 'merge' && nameWords.some((x) => /^(?:customers?|contacts?|records?|accounts?|profiles?|duplicates?|members?|clients?|patients?|people|persons?|users?|leads?|companies|vendors?|suppliers?|guests?)$/.test(x))) add('destructive', 'records merged');
      // People's records uploaded or pushed to a sync, an analytics or a partner service ("analytics_sync.upload_customers",
      // "vendor_sync.push_contacts"): they leave for another's system, whatever the arguments.
      if (/^(?:upload|push|sync|export|share|send)$/.test(w) && nameWords.some((x) => /^(?:customers?|contacts?|members?|clients?|patients?|users?|subscribers?|leads?|audiences?|people|guests?|students?|families)$/.test(x)) && nameWords.some((x) => /^(?:analytics|partner|partners|vendor|vendors|affiliate|affiliates|marketing|ads|adtech|broker|brokers|thirdparty|external|enrichment)$/.test(x))) add('data_disclosure', `people's records sent to another service (${w})`);
      // Data pushed or synced to a destination or a partner ("partner_data_sync.push_audience", "destination": "adpartner-lookalike").
      if (/^(?:push|sync)$/.test(w) && [...argNames].some((k) => /^(?:destination|destination_id|dest|partner|partner_id|target_system|webhook|webhook_url|endpoint|sink)$/.test(k))) add('data_disclosure', `word ${w} to a destination`);
      // (Or copied to a web address given: "backup.mirror_to_endpoint" with "endpoint": "https://hr-mirror.cloudsync-app.net/upload".)
      if (/^(?:mirror|replicate|copy|backup|push|sync|upload|export|transmit|forward|send)$/.test(w) && flat.some(([k, v]) => /^(?:endpoint|endpoint_url|url|target_url|destination|destination_url|dest|webhook|webhook_url|upload_url|remote|remote_url|sink)$/.test(argKey(k)) && typeof v === 'string' && /^(?:https?|s?ftp):\/\//i.test(v.trim()))) add('data_disclosure', `word ${w} to a web address`);
      // (So does data synced, shared or sent to a partner the name gives: "sync_guest_data_to_partner", "share_with_affiliates".)
      // (Or mirrored, copied or backed up to one: "backup_mirror_to_partner".)
      if (/^(?:push|sync|share|send|export|upload|transmit|forward|mirror|replicate|copy|backup)$/.test(w) && nameWords.slice(i + 1).some((x) => /^(?:partner|partners|affiliate|affiliates|third|thirdparty|broker|brokers|reseller|resellers|advertiser|advertisers)$/.test(x))) add('data_disclosure', `word ${w} to a partner`);
      // (Or copied to a store outside, by the name or by a bucket's address: "backup_sync_external" with "bucket":
      // "s3://partner-offsite-7731".)
      if (/^(?:mirror|replicate|copy|backup|push|sync|upload|export|transmit)$/.test(w) && (nameWords.some((x) => /^(?:external|offsite|outside|thirdparty)$/.test(x)) || flat.some(([k, v]) => /^(?:bucket|bucket_url|destination|dest|target|remote|sink|container)$/.test(argKey(k)) && typeof v === 'string' && CLOUD_BUCKET.test(v.trim())))) add('data_disclosure', `word ${w} to an outside store`);
      // (Or by a partner's sync named first: "partner_sync.push_accounts".)
      if (/^(?:push|sync|export|upload|transmit)$/.test(w) && nameWords.slice(0, i).some((x) => /^(?:partner|partners|affiliate|affiliates|thirdparty|broker|brokers|reseller|resellers|advertiser|advertisers)$/.test(x))) add('data_disclosure', `word ${w} to a partner`);
      // (Or a person's address handed to a partner's scheme the name gives: "rewards.enter_partner_draw" with "email": "k@...".)
      if (/^(?:partner|partners|affiliate|affiliates|thirdparty|sponsor|sponsors)$/.test(w) && /^(?:draws?|offers?|promos?|promotions?|rewards?|programmes?|programs?|schemes?|leads?|marketing|newsletters?|campaigns?|sweepstakes|prizes?|giveaways?|competitions?|perks)$/.test(nameWords[i + 1] ?? '') && flat.some(([, v]) => typeof v === 'string' && /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v.trim())) && !nameWords.some((x) => READ.has(x) && !WRITE.has(x))) add('data_disclosure', `a person's address to a ${w}`);
    });
    const changing = verbs.find((v) => WRITE.has(v) && !READ.has(v));
    if (changing) add('write', `verb ${changing}`);
  }

  // Arguments: code to run, SQL that writes, an address to send to, a sum with a payee, and what a generic
  // tool is told to do ("mode": "purge", "service": "alarm_disarm", "action": "unlock").
  let readCommand = false;
  for (const [k, v] of flat) {
    const key = argKey(k);
    if (typeof v !== 'string' || v.length === 0) continue;
    if (OPERATION_ARGS.test(key) && v.length <= 64) {
      const words = wordsOf(v);
      for (const w of words) {
        // (A carrier's service is no command: "service": "RM Tracked 48" is Royal Mail's, not rm.)
        if (DESTRUCTIVE.has(w) && !(w === 'rm' && !/(?:^|[\s;&|])rm(?:\s+-|\s+[/~.]|\s*$)/.test(v))) {
          found.delete('read');
          add('destructive', `argument ${key} ${w}`);
        }
        if (w === 'unlock' || w === 'disarm' || w === 'grant') {
          found.delete('read');
          add(w === 'grant' ? 'access_change' : 'device_control', `argument ${key} ${w}`);
        }
      }
    }
    // A device's command ("command": "off") names an operation of the device, not code to run.
    // (So is any one-word command sent to a machine, "scada.command" with "command": "E_STOP".)
    if (CODE_ARGS.test(key) && (DEVICE_COMMAND.test(v.trim()) || (machine(nameWords) && /^[\w-]{1,30}$/.test(v.trim()))) && !isRunnerName(call.name)) {
      found.delete('read');
      add('device_control', `argument ${key} ${v.trim().toLowerCase()}`);
      continue;
    }
    // A code that is a single token ("code": "4826", "code": "SAVE10", "code": "from_user_profile") is a PIN, a promo or an
    // alarm code, not code to run.
    // (Or a short name with spaces and no code's marks: a building code, "IBC 2021".)
    if (key === 'code' && (/^[\w.-]{1,40}$/.test(v.trim()) || (/^[\w.-]+(?:\s[\w.-]+){1,3}$/.test(v.trim()) && v.trim().length <= 40)) && !isRunnerName(call.name)) continue;
    // So is a program named by a single word where no runner runs it ("program": "hilton_honors", a loyalty scheme).
    if (key === 'program' && /^[\w-]{1,40}$/.test(v.trim()) && !isRunnerName(call.name)) continue;
    // (A device's command named by its API, "sdm.devices.commands.ThermostatTemperatureSetpoint.SetHeat" sent to a thermostat,
    // runs no code: the device does what the command names.)
    const deviceCommand = found.has('device_control') && /^[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*){1,8}$/.test(v.trim());
    if (CODE_ARGS.test(key) && !deviceCommand) {
      const pythonRunner = /python|(?:^|[^a-z])py(?:[^a-z]|$)|interpreter|jupyter|calculator|notebook/i.test(call.name) && !/shell|bash|terminal|cmd|command|powershell|ssh/i.test(call.name);
      // (A tool named for one program runs it: a command of it that only reads still runs that program, and the model
      // is asked about it as about any run; assessToolCall counts the reading command as asked for.)
      if (programOf(call.name) === null && (readOnlyCommand(v) || (pythonRunner && pureComputation(v))) && flat.filter(([k2]) => CODE_ARGS.test(argKey(k2))).length === 1) {
        // A command that only reads (ls, lsof, git status ...) is a lookup, whatever runs it.
        found.clear();
        because.length = 0;
        add('read', 'a command that only reads');
        readCommand = true;
        continue;
      }
      found.delete('read');
      add('code_execution', `argument ${key}`);
      // What the command itself does beyond running: sending data out, and the calls it names.
      if (SENDS_OUT.test(v.slice(0, 4000))) add('data_disclosure', 'a command that sends data out');
      // A command that deletes or tears down (beyond scratch space): as destructive as a tool named for it.
      if (destroys(v)) add('destructive', 'a command that deletes');
      for (const e of namedCallEffects(v)) add(e, 'a call the command names');
    } else if (SQL_ARGS.test(key) && LOOKS_SQL.test(v) && (/\b(select|insert|update|delete|drop|truncate|alter|create|grant|with)\b/i.test(v) || /^\s*(?:show|describe|desc|explain|pragma)\s/i.test(v))) {
      if (SQL_WRITE.test(v.replace(/'[^']*'/g, "''"))) {
        found.delete('read');
        add('write', 'SQL that writes');
        if (SQL_DESTROY.test(v)) add('destructive', 'SQL that deletes');
      } else if (found.size === 0 || verbs.every((v) => RUN_VERBS.has(v) || (READ.has(v) && !WRITE.has(v)))) {
        // A statement that only reads, run by a tool that only runs it ("execute_sql", "run_query"), reads.
        found.clear();
        add('read', 'SQL that reads');
      }
    }
  }
  if (
    !found.has('read') &&
    !found.has('money_movement') &&
    [...argNames].some((k) => RECIPIENT_ARGS.test(k)) &&
    // An attendee or a guest added is invited: the invitation goes to them.
    nameWords.some((w) => COMM.has(w) || w === 'send' || w === 'share' || /^(?:attendees?|invitees?|participants?|guests?)$/.test(w)) &&
    // (Someone taken off a mailing is written to by nobody: "mailing.unsubscribe" with "email".)
    !takesOffMailing(nameWords) &&
    // (A role given to a member of a chat server, "discord.guilds.members.roles.add", tells nobody anything.)
    !nameWords.some((w) => /^(?:roles?|permissions?|privileges?)$/.test(w) || MODERATION.has(w)) &&
    // (Nor does a user account ended or paused by an admin tool, "slack.admin.users.deactivate" with "user_id": the user is its
    // object, nobody is written to.)
    // (Nor an admin taken off a group, "whatsapp.remove_admin" with the admin's "phone": the number says who, nobody is written to.)
    !(nameWords.some((w) => /^(?:users?|accounts?|members?|seats?|admins?|administrators?|owners?|moderators?)$/.test(w)) && nameWords.some((w) => /^(?:deactivate|suspend|disable|remove|delete|offboard|unsuspend|reactivate|lock|unlock|demote|revoke)$/.test(w))) &&
    // (Nor does a record's contact details changed, "customers.update_contact" with the new phone number: a field is written.)
    !(nameWords.some((w) => /^(?:update|updates|edit|change|modify|correct|upsert|patch)$/.test(w)) && !nameWords.some((w) => /^(?:send|sends|notify|message|sms|text|invite|share|post|reply|forward)$/.test(w))) &&
    // (Nor a contact or a customer added to a CRM or an address book, "crm.create_contact" with the buyer's email: a record is written.)
    !(nameWords.some((w) => /^(?:create|add|new|insert|register|import|save)$/.test(w)) && nameWords.some((w) => /^(?:contact|contacts|customer|customers|client|clients|lead|leads|crm|supplier|suppliers|vendor|vendors|buyer|buyers|prospect|prospects)$/.test(w)) && !nameWords.some((w) => /^(?:send|sends|notify|message|sms|text|invite|share|post|reply|forward|email|mail|welcome)$/.test(w)))
  ) {
    add('external_communication', 'recipient argument');
  }
  // An event made with people's addresses among its attendees sends each of them an invitation ("calendar.create_event" with
  // "attendees": ["ap@brightlinemedia.com"]).
  const invites = [...argNames].some((k) => /^(?:attendees?|invitees?|guests?|participants?)$/.test(argKey(k)));
  if (
    !found.has('read') &&
    !found.has('external_communication') &&
    invites &&
    nameWords.some((w) => /^(?:events?|meetings?|appointments?|calls?)$/.test(w)) &&
    nameWords.some((w) => /^(?:create|add|new|schedule|book|insert|make|set|setup)$/.test(w)) &&
    flat.some(([k, v]) => /^(?:attendees?|invitees?|guests?|participants?|emails?|email_address)$/.test(argKey(k)) && typeof v === 'string' && /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v.trim()))
  ) {
    add('external_communication', 'attendees invited');
  }
  // A file handed to a link to be uploaded there ("pdf_tools_online.convert" with "file" and "upload_url": "https://free-pdf2txt.app/..."):
  // the file leaves for whoever runs that site, whatever the tool says it does with it.
  if (
    !found.has('data_disclosure') &&
    flat.some(([k, v]) => /^(?:upload_url|upload_to|upload_endpoint|post_url|submit_url|destination_url|target_url|send_to_url)$/.test(argKey(k)) && typeof v === 'string' && /^https?:\/\//i.test(v.trim())) &&
    flat.some(([k, v]) => typeof v === 'string' && (/^(?:files?|file_?paths?|file_?names?|paths?|documents?|attachments?|docs?)$/.test(argKey(k)) || /\.(?:pdf|docx?|xlsx?|csv|txt|json|zip|png|jpe?g)$/i.test(v.trim())))
  ) {
    add('data_disclosure', 'a file sent to a link');
  }
  const amountRaw = pick(flat, def?.amount_arg ?? null, AMOUNT_ARGS, call.arguments ?? {});
  // A command line that names a money call carries its amount inside that call.
  const command = found.has('money_movement') ? flat.find(([k, v]) => CODE_ARGS.test(argKey(k)) && typeof v === 'string')?.[1] : undefined;
  // (A sum in millionths, "amount_micros": 500000000, is 500.)
  const inMicros = amountRaw !== null && amountRaw !== undefined && flat.some(([k, v]) => /micros$/.test(argKey(k)) && v === amountRaw);
  const raw = toAmount(amountRaw);
  const amount = (raw !== null && inMicros ? raw / 1_000_000 : raw) ?? positionalAmount(call.arguments ?? {}) ?? (typeof command === 'string' ? namedCallAmount(command) : null) ?? unitTotal(flat);
  // (A quote, an estimate or a proposal sent with its total, "quotes.send", asks for no money yet and moves none.)
  // Someone blocked or banned from buying or signing in ("customers.block", "ban_user"): their access changes.
  if (nameWords.some((w) => /^(?:block|ban|blacklist|blocklist|suspend)$/.test(w)) && nameWords.some((w) => /^(?:customers?|users?|buyers?|members?|clients?|shoppers?|accounts?)$/.test(w))) add('access_change', 'blocks a person');
  // (A settlement issued to a payee is paid: "issue_settlement" with "payee_id" and "amount".)
  if (!found.has('read') && amount !== null && [...argNames].some((k) => PAYEE_ARGS.test(k)) && nameWords.some((w) => MONEY.has(w) || w === 'send' || /^settlements?$/.test(w)) && !nameWords.some((w) => /^(?:quotes?|quotations?|estimates?|proposals?|offers?)$/.test(w))) {
    add('money_movement', 'amount and payee');
  }
  // A sum charged to a means of paying ("amount_usd": 2000, "payment_method": "card_visa_4242"): money spent.
  if (!found.has('read') && amount !== null && amount > 0 && [...argNames].some((k) => PAYMENT_MEANS_ARGS.test(k))) {
    add('money_movement', 'amount and a means of paying');
  }
  // A confirmation or a receipt sent again ("orders.resend_confirmation" with "order_id"): a message about the order, no money.
  if (found.has('money_movement') && amount === null && nameWords.some((w) => /^(?:resend|resends|confirmation|confirmations|receipt|receipts|notification|notifications|invoice_email)$/.test(w)) && !nameWords.some((w) => /^(?:refund|refunds|pay|payment|payments|charge|charges|transfer|place|checkout|purchase|buy)$/.test(w))) {
    found.delete('money_movement');
    add('external_communication', 'a confirmation sent');
  }
  // A lock scheduled or set to unlock ("smartlock.schedule" with "unlock_at"): a door opens.
  if (!found.has('read') && nameWords.some((w) => /^(?:lock|locks|smartlock|smartlocks|door|doors|deadbolt|latch)$/.test(w)) && [...argNames].some((k) => /^(?:unlock|unlock_at|unlock_time|lock|lock_at|state|action)$/.test(k))) {
    add('device_control', 'a lock set to open or close');
  }
  // Money sent through a payment app to its handle ("venmo.send" with "to": "@jake-reyes-88" and "amount": 900) is a payment, not a
  // message: the app's note goes with the money.
  if (found.has('money_movement') && found.has('external_communication') && amount !== null && nameWords.some((w) => /^(?:venmo|paypal|zelle|cashapp|revolut|wise|payout|payouts|remit|remittance)$/.test(w)) && !nameWords.some((w) => COMM.has(w) && w !== 'send')) {
    found.delete('external_communication');
  }

  // A tool named for saving a draft ("reply_drafts_save", "gmail_create_draft") sends nothing, unless it sends the draft.
  // (So does one named only for the draft and what it is of: "email_draft", "draft_reply".)
  const draftNamed = nameWords.every((w) => w === 'draft' || w === 'drafts' || /^(?:e?mails?|messages?|repl(?:y|ies)|letters?|responses?|notes?|gmail|outlook|sms|texts?)$/.test(w));
  if (found.has('external_communication') && nameWords.some((w) => w === 'draft' || w === 'drafts') && (draftNamed || nameWords.some((w) => /^(?:save|create|update|add|new|write|compose|store|make|edit)$/.test(w))) && !nameWords.some((w) => /^(?:send|publish|post|tweet|broadcast|submit|schedule)$/.test(w))) {
    found.delete('external_communication');
    add('write', 'a draft saved');
  }
  // A post or message kept as a draft ("status": "draft", "published": false) goes to nobody yet, unless the name sends it.
  if (found.has('external_communication') && !nameWords.some((w) => /^(?:send|publish|reply|forward|tweet|broadcast|announce|notify|invite)$/.test(w)) && flat.some(([k, v]) => (/^(?:status|state|post_status|visibility)$/.test(argKey(k)) && typeof v === 'string' && /^draft$/i.test(v.trim())) || (/^(?:draft|is_draft)$/.test(argKey(k)) && v === true) || (/^(?:published|publish|is_published)$/.test(argKey(k)) && v === false))) {
    found.delete('external_communication');
    add('write', 'kept as a draft');
  }

  // A reply or a comment kept internal ("zendesk.tickets.reply" with "public": false, "internal": true): a note on the record for
  // the team, told to no one outside.
  if (found.has('external_communication') && nameWords.some((w) => /^(?:reply|replies|comment|comments|note|notes|respond|response)$/.test(w)) && !nameWords.some((w) => /^(?:send|email|mail|sms|text|publish|tweet|broadcast|forward)$/.test(w)) && flat.some(([k, v]) => (/^(?:public|is_public)$/.test(argKey(k)) && (v === false || v === 'false')) || (/^(?:internal|is_internal|private|internal_note)$/.test(argKey(k)) && (v === true || v === 'true')) || (/^(?:visibility|type|note_type|comment_type)$/.test(argKey(k)) && typeof v === 'string' && /^(?:internal|private|note|internal_note)$/i.test(v.trim()))) && ![...argNames].some((k) => RECIPIENT_ARGS.test(k) && k !== 'channel')) {
    found.delete('external_communication');
    add('write', 'an internal note');
  }
  // A reply that carries only its text, to no one and no thread ("helpwise.reply" with "text"), answers the user who asked.
  // (Only a plain message: a reply that also pays, deletes or discloses keeps what it does.)
  if (found.has('external_communication') && [...found].every((e) => e === 'write' || e === 'external_communication') && /^(?:reply|respond|answer)$/.test(nameWords.at(-1) ?? '') && argNames.size > 0 && [...argNames].every((k) => /^(?:text|message|body|content|answer|response|reply)$/.test(k))) {
    found.clear();
    because.length = 0;
    add('read', 'an answer to the user who asked');
  }

  // Nothing in the name: the description's first verb, then the arguments' shape.
  if (found.size === 0) {
    // A description that starts with a verb says what the tool does ("Retrieves ...", "Sends ...").
    const dVerb = descWords.length > 0 && (READ.has(descWords[0]!) || WRITE.has(descWords[0]!)) ? descWords[0] : undefined;
    // (A description that says what it gives back: "Return waste as a percentage of production by store for a month.",
    // "Returns the current price". Not a return of goods: "Return a rental car".)
    const givesBack = !dVerb && /^returns?\s+(?!(?:an?|the|your|my|their|our)\s+(?:[\w-]+\s+)?(?:orders?|items?|packages?|parcels?|products?|rentals?|cars?|vehicles?|devices?|equipment|books?|goods|purchases?|shipments?|keys?|deposits?|funds|payments?|money)\b)[a-z]/i.test((call.description ?? '').trim());
    if (givesBack) add('read', 'description return');
    else if (dVerb && READ.has(dVerb) && !WRITE.has(dVerb)) add('read', `description ${dVerb}`);
    else if (dVerb && DESTRUCTIVE.has(dVerb)) add('destructive', `description ${dVerb}`);
    else if (dVerb && MONEY_VERBS.has(dVerb)) add('money_movement', `description ${dVerb}`);
    // (Not a command or a signal sent to a device: "Send an open/close command to a breaker".)
    else if (dVerb && COMM.has(dVerb) && !/^\S+\s+(?:an?\s+|the\s+)?(?:[\w/-]+\s+){0,2}?(?:commands?|signals?|pulses?|setpoints?|trip)\b/i.test((call.description ?? '').trim())) add('external_communication', `description ${dVerb}`);
    else if (dVerb) add('write', `description ${dVerb}`);
    else if (!flat.cut && flat.length > 0 && flat.every(([k]) => QUERYISH_ARGS.test(argKey(k))) && !nameWords.some((w) => DEVICE.has(w) || COMM.has(w))) {
      add('read', 'query-like arguments only');
    }
    // A name made only of what it shows, with no verb and no arguments ("auction_results_last_saturday", "weekly_sales_report"):
    // a view of records.
    else if (flat.length === 0 && verbs.length === 0 && nameWords.some((w) => SHOWN.test(w)) && !nameWords.some((w) => DEVICE.has(w) || COMM.has(w) || WRITE.has(w))) {
      add('read', 'a name of what it shows');
    }
  }

  // Everything that is not a pure read changes something.
  if (readCommand) {
    found.clear();
    found.add('read');
  } else if (!found.has('read') || found.size > 1) {
    found.delete('read');
    add('write', found.size === 0 ? 'nothing shows it only reads' : 'changes something');
  }

  // The catalogue: an operator's entry replaces the computed classes; anyone else's can only add to them.
  let catalogue: EffectAssessment['catalogue'] = null;
  let effects = EFFECT_CLASSES.filter((e) => found.has(e));
  if (def) {
    if (def.source === 'operator' && def.effects.length > 0) {
      effects = EFFECT_CLASSES.filter((e) => def.effects.includes(e));
      because.splice(0, because.length, 'catalogue');
      catalogue = 'operator';
    } else if (def.effects.length > 0) {
      const merged = new Set<EffectClass>([...effects, ...def.effects]);
      if (merged.size > 1) merged.delete('read');
      if (![...merged].every((e) => e === 'read')) merged.add('write');
      effects = EFFECT_CLASSES.filter((e) => merged.has(e));
      because.push('catalogue (added)');
      catalogue = 'added';
    } else if (def.source === 'operator') catalogue = 'operator';
  }

  const currency = textOf(pick(flat, def?.currency_arg ?? null, CURRENCY_ARGS, call.arguments ?? {}));
  return {
    effects,
    because,
    catalogue,
    review: def?.review ?? false,
    amount,
    currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
    recipient: textOf(pick(flat, def?.recipient_arg ?? null, effects.includes('money_movement') ? PAYEE_ARGS : RECIPIENT_ARGS, call.arguments ?? {})),
    target: textOf(pick(flat, def?.target_arg ?? null, TARGET_ARGS, call.arguments ?? {})),
  };
}

/** Only reads. */
export const readsOnly = (effects: readonly EffectClass[]) => effects.length === 1 && effects[0] === 'read';
