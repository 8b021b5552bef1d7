// Paths into system or credential locations among a call's argument values. A value counts as a path when
// its key says so (path, file, dir, destination...) or it is shaped like one (starts with /, ~, C:\, ./ or
// has no spaces and a slash); then its location is checked.

import type { RiskFact } from '../types';
import { fact } from './codes';

const PATH_KEY = /(?:^|_)(?:path|paths|file|files|filename|filepath|file_path|dir|directory|folder|dest|destination|target|src|source|location|output|input_file|output_file)$/;
const PATH_SHAPE = /^(?:~|\/|[a-z]:[\\/]|\.{1,2}[\\/]|\\\\)\S*$|^[\w.@-]+(?:[\\/][\w .@-]+)+$/i;

const SYSTEM =
  /^(?:\/(?:etc|boot|bin|sbin|lib|lib32|lib64|sys|proc|dev|root)(?:\/|$)|\/usr\/(?:bin|sbin|lib|lib64|libexec|local\/bin|local\/sbin)(?:\/|$)|\/var\/(?:lib|spool\/cron)(?:\/|$)|\/System\/|\/Library\/(?:LaunchDaemons|LaunchAgents|Preferences\/SystemConfiguration)|[a-z]:[\\/]windows(?:[\\/]|$)|[a-z]:[\\/](?:boot|bootmgr|pagefile\.sys))/i;
const NOT_SYSTEM = /^\/dev\/(?:null|zero|stdout|stderr|stdin|tty|random|urandom|shm\/)|^\/proc\/self\/(?:status|stat)$/;
const CREDENTIAL =
  /(?:^|[\\/])\.ssh(?:[\\/]|$)|(?:^|[\\/])id_(?:rsa|dsa|ecdsa|ed25519)$|(?:^|[\\/])\.aws[\\/]|(?:^|[\\/])\.kube[\\/]config$|(?:^|[\\/])\.(?:npmrc|pypirc|netrc|git-credentials|pgpass|my\.cnf)$|(?:^|[\\/])\.docker[\\/]config\.json$|(?:^|[\\/])\.gnupg(?:[\\/]|$)|(?:^|[\\/])\.config[\\/]gcloud[\\/]|(?:^|[\\/])\.azure[\\/]|keychains?(?:[\\/]|$)|\.keychain(?:-db)?$|[\\/]Login Data$|\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ovpn)$|(?:^|[\\/])[\w-]*\.env(?:\.(?!example$|sample$|template$|dist$)[\w-]+)?$|^\/etc\/(?:shadow|gshadow|sudoers)|(?:^|[\\/])(?:credentials|secrets?)\.(?:json|ya?ml|txt|toml)$|(?:^|[\\/])(?:[\w.-]*[_.-])?(?:credentials?|creds|secrets?)(?:[_.-][\w-]*)?\.(?:json|ya?ml|txt|toml|ini|conf|cfg|properties|xml|csv)$|(?:^|[\\/])\.htpasswd$|(?:^|[\\/])[\w.-]*secrets?[\w.-]*[\\/](?:[\w.-]+[\\/])*[\w.-]*(?:token|key|password|passwd|credential)[\w.-]*$|(?:^|[\\/])(?:vault|api|access|auth|bearer|refresh)[_-]?tokens?(?:\.(?:txt|json))?$|(?:^|[\\/])licen[cs]e\.(?:dat|key|lic)$|(?:^|[\\/])wallet\.dat$|(?:^|[\\/])\.[\w-]+[\\/](?:[\w.-]+[\\/])*(?:[\w-]*[_.-])?(?:api[_-]?token|access[_-]?token|refresh[_-]?token|auth[_-]?token|bearer[_-]?token|api[_-]?key|apikey|token)(?:\.(?:txt|json|ya?ml|conf|cfg))?$/i;

/** Whether the leaf reads as a path. */
export function isPathLike(key: string, value: string): boolean {
  if (value.length < 2 || value.length > 4096 || /\n/.test(value) || /^(?!file:)[a-z][\w+.-]*:\/\//i.test(value)) return false;
  return PATH_SHAPE.test(value.replace(/^file:\/\//i, '')) || (PATH_KEY.test(key) && !/\s{2,}/.test(value) && value.split(/\s+/).length <= 4);
}

/** The path facts of one path-like value; `outward` when the call also sends data out. */
export function pathFacts(value: string, at: string, outward: boolean): RiskFact[] {
  const p = value.trim().replace(/^["']|["']$/g, '').replace(/^file:\/\//i, '');
  if (CREDENTIAL.test(p)) return [fact('CREDENTIAL_PATH', outward ? 'a key or credential file, sent out' : 'a key or credential file', at, outward)];
  if (SYSTEM.test(p) && !NOT_SYSTEM.test(p)) return [fact('SYSTEM_PATH', 'a system location', at)];
  return [];
}
