// What a tool is for, in the words a task uses for it: the comparison OFF_TASK_TOOL makes between a call and
// the user's task (task.ts). A task says "save these notes", "rename the report", "schedule my dentist" or
// "restart the web service"; an agent calls `write_file`, `move_file`, `GoogleCalendarCreateOrUpdateEvent` or
// `kubectl`. Two small tables, both pure data:
//   - TOOL_KINDS: a tool named for a product or a channel (PayPal, Dropbox, Todoist, kubectl) adds the words of
//     what such a tool is for;
//   - SAME_OBJECT and SAME_OPERATION: a few groups of nouns that name one thing ("folder" / "directory") and of
//     verbs that name one operation ("save" / "write"), so that a word of the task and a word of the call in
//     one group meet (a verb only for a tool named for nothing but it: `write_file`).
// Only near-synonyms: a group that took in every verb would make every tool on task. A name outside these is
// compared by its own words.

import { contentWords } from '../../domain/words';
import { wordsOf } from './walk';

/** Common kinds of tool, matched on the words of the tool's name, and what a task calls their use. */
const TOOL_KINDS: [RegExp, string][] = [
  [/\b(?:stable diffusion|diffusion|dall e|dalle|midjourney|imagen)\b/, 'image picture photo art illustration draw generate'],
  [/\b(?:paypal|venmo|zelle|stripe|cashapp|revolut)\b/, 'pay payment money transfer send'],
  // A user's account suspended or ended by an admin tool: what a task about a leaver's access calls it.
  [/\b(?:suspend|deactivate|offboard|disable)\b.*\b(?:user|users|account|accounts|member|members)\b|\b(?:user|users|account|accounts|member|members)\s+(?:suspend|deactivate|disable)\b/, 'access revoke remove offboard leaver left account accounts login'],
  // A user invited to a system: what a task that gives someone access calls it ("Give Liam access to the scheduling app" and
  // iam.invite_user).
  [/\binvite\b.*\b(?:user|users|member|members|collaborator|collaborators|teammate|teammates)\b|\b(?:user|users|member|members)\s+invite\b/, 'access give grant onboard login account'],
  // A sign-in or security policy: what a task about its second step or passwords calls it.
  [/\b(?:security policy|security policies|security settings|mfa|2fa|2sv|two factor|two step|password policy|sign in policy|login policy)\b/, 'verification two step factor 2fa mfa sign login password passwords security authentication'],
  // A clinic's patient records: what a task about a patient's care speaks of ("What's the right meloxicam dose for Bailey?",
  // "When is Shadow's next heartworm test due?" and pims.get_patient).
  [/\b(?:patient|patients|pims|ehr|emr)\b/, 'chart dose dosage appointment vaccine vaccines vaccination heartworm surgery treatment medication meds lab labs xray refill clinic checkup dental weighs symptoms pet dog cat puppy kitten'],
  [/\b(?:facebook|instagram|twitter|tweet|pinterest|mastodon|tiktok|linkedin|reddit|x post|on x)\b/, 'post share social media publish tweet'],
  [/\b(?:whatsapp|telegram|slack|discord|sms|twilio|message|messages|dm|direct message)\b/, 'message text tell notify announce inform contact chat send reply respond answer post channel'],
  // A family's or a customer's bill ("billing.get_balance" for "the £620 they owe").
  [/\b(?:billing|balance|balances|invoicing|receivables|fees)\b/, 'owe owes owed owing debt debts due arrears outstanding'],
  // Google's office suite ("gworkspace.suspend_user" for "remove his access to Google Workspace").
  [/\b(?:gworkspace|google workspace|gsuite|g suite)\b/, 'google workspace gmail account accounts user users access email'],
  // A message to everyone at once ("portal.broadcast" for "Send all parents the reminder").
  [/\b(?:broadcast|broadcasts|announcement|announcements|mass message|bulk sms|bulk message)\b/, 'send message tell notify announce inform remind reminder alert'],
  [/\b(?:gmail|email|mail|outlook|smtp|inbox|mailbox)\b/, 'email mail inbox mailbox message tell notify inform contact report send reply respond answer forward'],
  [/\b(?:campaign|campaigns|newsletter|newsletters|mailchimp|campaignmonitor|campaign monitor|sendgrid|klaviyo|constant contact|brevo|mailerlite)\b/, 'email emails mail newsletter blast audience subscribers list send announce invite ask'],
  [/\b(?:dropbox|drive|onedrive|box)\b/, 'file files folder document upload download save store share backup'],
  [/\b(?:evernote|notion|onenote|notes|note|obsidian)\b/, 'note notes notebook write save document'],
  [/\b(?:todoist|trello|asana|todo|ticktick)\b/, 'todo task list remind reminder project'],
  [/\b(?:jira|linear|ticket|tickets)\b/, 'ticket issue bug task project report'],
  [/\b(?:calendar|calendly|cal)\b/, 'schedule appointment meeting event calendar remind reminder book'],
  [/\b(?:github|gitlab|bitbucket|git)\b/, 'repo repository code issue pull request branch commit collaborator project'],
  [/\b(?:kubectl|kubernetes|k8s|helm|docker)\b/, 'deployment deploy pod container cluster service replica scale restart rollout staging prod production'],
  [/\b(?:binance|coinbase|kraken|crypto|bitcoin|ethereum|wallet)\b/, 'crypto bitcoin coin trade buy sell exchange order price wallet'],
  [/\b(?:amazon|shopify|ebay|etsy|shop|cart)\b/, 'buy order purchase product shop shopping cart item'],
  [/\b(?:expedia|booking|airbnb|kayak|flight|flights|hotel|hotels)\b/, 'flight hotel travel trip book reservation reserve'],
  [/\b(?:ameritrade|td|robinhood|etrade|schwab|brokerage|invest|investment|trading)\b/, 'stock stocks share shares trade invest investment portfolio buy sell fund'],
  [/\b(?:bank|banking|plaid|ledger|budget|budgeting|ynab|mint)\b/, 'account money pay payment transfer balance deposit send wire rent bill checking savings afford spend spent spending cost costs expense expenses budget'],
  [/\b(?:gov|government|irs|dmv|benefits|unemployment|uscis|visa|permit|permits|tax|taxes)\b/, 'claim file form application apply benefits unemployment tax taxes return license licence renewal renew permit visa government'],
  [/\b(?:fhir|epic|teladoc|ehr|emr)\b/, 'patient health medical doctor prescription appointment record medication'],
  // A person's medical notes kept by a school, a club or a salon: what a task about their allergies or conditions calls them ("Send
  // Lisa's allergy info to her instructor" and students.get_medical).
  [/\b(?:medical|health|medicals)\b/, 'allergy allergies allergic condition conditions medication medications asthma epipen diabetic diabetes injury injuries'],
  // A till's sales: what a question about what was sold calls them ("How many crepes did Marco sell?" and pos_list_transactions).
  [/\b(?:pos|epos|till|tills|square|toast|clover|lightspeed)\b/, 'sell sells sold selling sale sales revenue takings'],
  [/\b(?:home assistant|homeassistant|smartthings|smart things|hue|nest|alexa|google home|smart home|smart lock|smart plug|smart devices?|home control|home automation|control devices?|device control|august|thermostat|iot)\b/, 'home device devices light lights lamp lock unlock door thermostat temperature heat heating turn switch'],
  [/\b(?:appointment|appointments|doctor|doctors|dentist|clinic|physician)\b/, 'appointment doctor dentist clinic checkup check up visit consultation schedule book'],
  [/\b(?:irrigation|sprinkler|sprinklers)\b/, 'water garden lawn plants yard'],
  [/\b(?:timeout|timeouts|mute|unmute|ban|unban|kick|warn|moderate|moderation|slowmode)\b/, 'mute silence timeout ban kick warn spam spamming spammer raid troll harass moderate'],
  [/\b(?:sheet|sheets|spreadsheet|excel|airtable|workbook)\b/, 'spreadsheet sheet table row rows column cell data'],
  // (A briefing or a memo saved: "Summarize this week's news ... into a short internal briefing ... Save it to sales/briefings" and
  // docs_create.)
  // (Or a handout, a leaflet or a one-pager put together: "Put together a one-page phishing awareness handout" and docs_create.)
  [/\b(?:docs|doc|document|word)\b/, 'document doc write draft report letter briefing briefings memo memos handout handouts leaflet leaflets flyer flyers brochure brochures pager'],
  // Signs that tell a crowd where to go ("Close the Gate H turnstiles and redirect fans to Gate G" and signage_set_message).
  [/\b(?:signage|signs|vms|wayfinding|billboard|billboards)\b/, 'sign signs signage redirect divert direct diversion closed closure'],
  [/\b(?:zoom|meet|teams|webex)\b/, 'meeting call video schedule invite'],
  // A room's audio-visual kit ("Turn on the projector in Room 12" and av.power_on).
  [/\b(?:av|projector|projectors|display|displays|screen|screens)\b/, 'projector screen display audio video sound speaker speakers microphone mic presentation tv'],
];

/** Nouns that name one thing: a word of the task and a word of the call in one group meet. */
const SAME_OBJECT: string[] = [
  'spreadsheet sheet sheets',
  'folder directory dir',
  // A truck or a van booked is a vehicle reserved ("Book ... the 16ft box truck" and ReserveVehicle).
  'vehicle vehicles truck trucks van vans lorry lorries trailer trailers minibus',
  'database db',
  'backup snapshot',
  'appointment meeting event',
  'collaborator member',
  // Who works a crew or a shift is one of its members ("Take Jake Sorensen off Crew B for Friday" and schedule.remove_member).
  'crew crews shift shifts rota roster member members',
  // A CRM's contacts are its customers ("get the customer list from the CRM" and hubspot_list_contacts).
  // (And its leads: "import the attendees into HubSpot as leads" and hubspot_contacts_batch_create.)
  'contact contacts customer customers client clients lead leads prospect prospects',
  // A child's parent is their guardian on a school's or a clinic's record ("Text Harper Cole's mom" and patients.get_guardians).
  'guardian guardians parent parents mom moms mum mums mother mothers dad dads father fathers',
  // What an employee is paid, as a payroll or an HR system names it ("convert her salary to hourly" and hris.get_compensation,
  // "how much did we spend on overtime" and payroll_report_earnings).
  'compensation salary salaries wage wages earnings overtime',
  // What was given to charity, as a receipt names it ("how much did I give to charity" and a donation acknowledgment).
  'charity charities donation donations donate donated contribution contributions',
  'receipt receipts acknowledgment acknowledgement',
  // A reading taken from an animal or a patient is one of its vitals ("Record Harbour Lights' morning temperature" and
  // health.log_vitals).
  'vitals vital temperature temperatures pulse respiration heartrate',
  // What was spent is in the transactions ("how much did I spend on dining out" and plaid_get_transactions).
  'transaction transactions spend spent spending expense expenses cost costs',
  // A refund or a deposit paid back is found among the customer's charges ("Refund Megan Ortiz her $250 alteration deposit" and
  // payments.get_transactions).
  'transaction transactions charge charges refund refunds',
  // Who may open a thing: a file made public or shared has its permissions changed ("make the catalog PDF public" and
  // gdrive.permissions.create).
  'permission permissions sharing share public',
  // A student or a member signed up for something: enrolled, registered ("enroll Sofia in CHEM 101" and banner.registration.add).
  'enroll enrol enrolled enrollment enrolment registration registrations register registered',
];

/**
 * Verbs that name one operation. They meet only for a tool whose name says nothing else but generic objects
 * (`write_file` for "save the notes", `move_file` for "rename the report"): a verb alone is no task, and
 * `create_admin_user` is not what "add a reminder" asks for.
 */
const SAME_OPERATION: string[] = [
  'add create new make insert append',
  'save write store put persist append add',
  'move rename relocate transfer',
  'delete remove erase trash discard',
  'update edit modify change set adjust',
  'buy sell purchase order trade place',
  'book reserve reservation',
  'restart reboot reload',
  'turn switch',
];

/** Objects that say nothing of their own: a tool named for one of these and a verb is named for its verb. */
export const GENERIC_OBJECTS: ReadonlySet<string> = new Set(
  [...contentWords('file files item items entry entries record records data text content document documents object objects own between account accounts note notes event events task tasks value values row rows')],
);

const groupsOf = (groups: string[], tag: string): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  groups.forEach((g, i) => {
    for (const w of contentWords(g)) out.set(w, [...(out.get(w) ?? []), `#${tag}${i}`]);
  });
  return out;
};
const OBJECTS = groupsOf(SAME_OBJECT, 'o');
const OPERATIONS = groupsOf(SAME_OPERATION, 'v');

/** Text with a few two-word verbs written as one ("back up" is "backup"), on the task's side and the call's alike. */
export const joinedVerbs = (text: string): string => text.replace(/\bback(?:ing|ed|s)?[\s_-]+up\b/gi, 'backup');

/** A tool that follows a link (`click_link`, `open_url`, `visit_page`): on the task when the conversation holds a link. */
export const followsLinks = (name: string): boolean => /\b(?:click|open|visit|follow|navigate|browse)\b.*\b(?:link|links|url|urls|page|webpage|site|website)\b|\b(?:link|url)\s+(?:click|open|visit)\b/.test(wordsOf(name).join(' '));

/** What a tool of this name's kind is for, as words ('' for a name of no known kind). */
export function kindWordsOf(name: string): string {
  const words = wordsOf(name).join(' ');
  return TOOL_KINDS.filter(([re]) => re.test(words))
    .map(([, w]) => w)
    .join(' ');
}

/**
 * The words with the groups they belong to added (as `#o1`, `#v2`), so that two words of one purpose meet:
 * objects always, operations only when `operations` is set (the task's side, and a call whose name is only a
 * verb and generic objects: `namedForOperation`).
 */
export function withPurposes(words: Set<string>, operations: boolean): Set<string> {
  const out = new Set(words);
  for (const w of words) {
    for (const g of OBJECTS.get(w) ?? []) out.add(g);
    if (operations) for (const g of OPERATIONS.get(w) ?? []) out.add(g);
  }
  return out;
}

/** Whether a tool's name is only an operation's verb and generic objects (`write_file`, `transfer_between_own_accounts`). */
export function namedForOperation(name: string): boolean {
  const words = [...contentWords(wordsOf(name).join(' '))];
  return words.some((w) => OPERATIONS.has(w)) && words.every((w) => OPERATIONS.has(w) || GENERIC_OBJECTS.has(w));
}
