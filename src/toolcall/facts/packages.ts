// PACKAGE_TYPOSQUAT: a command or call installs a package whose name is one or two letters away from a
// widely used package but is not that package (event-strem for event-stream, reqeusts for requests): the
// classic supply-chain attack. Or it builds a widely used package from someone else's repository (a clone of
// "pandas" from an owner that is not pandas-dev, "pip install git+https://…/someone/requests"): the same
// impersonation, by source instead of by name. Only install commands of the common package managers are read, and only the
// package names in them; the list below is of packages among the most downloaded of their registries.

import type { RiskFact } from '../types';
import { fact } from './codes';
import { distance } from './domains';
import { escapeRegExp } from './walk';

const NPM = [
  'react', 'react-dom', 'lodash', 'express', 'axios', 'chalk', 'commander', 'debug', 'moment', 'request', 'event-stream', 'webpack',
  'typescript', 'eslint', 'prettier', 'jest', 'mocha', 'babel-core', 'underscore', 'async', 'bluebird', 'uuid', 'dotenv', 'yargs',
  'minimist', 'glob', 'rimraf', 'mkdirp', 'semver', 'colors', 'cross-env', 'nodemon', 'body-parser', 'cors', 'jsonwebtoken', 'bcrypt',
  'mongoose', 'mongodb', 'mysql', 'mysql2', 'pg', 'redis', 'ioredis', 'sequelize', 'knex', 'socket.io', 'ws', 'node-fetch', 'got',
  'cheerio', 'puppeteer', 'electron', 'next', 'vue', 'angular', 'svelte', 'jquery', 'bootstrap', 'tailwindcss', 'dayjs', 'date-fns',
  'classnames', 'prop-types', 'redux', 'react-redux', 'rxjs', 'zod', 'joi', 'ajv', 'inquirer', 'ora', 'fs-extra', 'graceful-fs',
  'coffee-script', 'discord.js', 'nodemailer', 'multer', 'passport', 'helmet', 'morgan', 'winston', 'pino', 'sharp',
  'vite', 'rollup', 'esbuild', 'parcel', 'tslib', 'core-js', 'regenerator-runtime', 'qs', 'form-data', 'ua-parser-js', 'eslint-scope',
  'left-pad', 'node-sass', 'sass', 'less', 'postcss', 'autoprefixer', 'handlebars', 'ejs', 'pug', 'marked', 'highlight.js', 'three',
  'd3', 'chart.js', 'socket.io-client', 'graphql', 'apollo-server', 'prisma', 'typeorm', 'openai', 'stripe', 'twilio', 'aws-sdk',
  'firebase', 'web3', 'ethers', 'crypto-js', 'bignumber.js', 'validator', 'xml2js', 'yaml', 'js-yaml', 'ini', 'cookie-parser',
];
const PYPI = [
  'requests', 'urllib3', 'numpy', 'pandas', 'scipy', 'matplotlib', 'django', 'flask', 'fastapi', 'boto3', 'botocore', 'setuptools',
  'pip', 'wheel', 'six', 'python-dateutil', 'pyyaml', 'certifi', 'idna', 'charset-normalizer', 'cryptography', 'pycryptodome',
  'jinja2', 'click', 'colorama', 'beautifulsoup4', 'lxml', 'pillow', 'sqlalchemy', 'psycopg2', 'psycopg2-binary', 'pymongo', 'redis',
  'celery', 'pytest', 'tensorflow', 'torch', 'keras', 'scikit-learn', 'transformers', 'openai', 'anthropic', 'langchain', 'selenium',
  'scrapy', 'pydantic', 'httpx', 'aiohttp', 'tqdm', 'rich', 'typer', 'paramiko', 'openpyxl', 'xlrd', 'python-dotenv', 'jupyter',
  'notebook', 'seaborn', 'plotly', 'opencv-python', 'nltk', 'spacy', 'gunicorn', 'uvicorn', 'werkzeug', 'markupsafe', 'attrs',
  'packaging', 'pyparsing', 'protobuf', 'grpcio', 'google-api-python-client', 'virtualenv', 'tox', 'black', 'flake8', 'mypy', 'colorlog',
  'dateutils', 'jellyfish', 'pyjwt', 'bcrypt', 'passlib', 'docker', 'kubernetes', 'ansible', 'fabric', 'invoke', 'pyserial', 'pygame',
];
const POPULAR = new Set([...NPM, ...PYPI]);
const LISTED = [...POPULAR];

const INSTALL = /\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install)|npx|pip3?\s+install|python3?\s+-m\s+pip\s+install|uv\s+(?:pip\s+install|add)|poetry\s+add|pipx\s+install|gem\s+install|cargo\s+(?:install|add))\s+([^;&|\n]{1,400})/gi;

/** The package names an install command names (flags, versions, scopes and URLs set aside). */
export function installedPackages(command: string): string[] {
  const out: string[] = [];
  for (const m of command.slice(0, 4000).matchAll(INSTALL)) {
    for (const word of m[1].split(/\s+/)) {
      if (word === '' || word.startsWith('-') || /[/:\\]/.test(word.replace(/^@[\w.-]+\//, ''))) continue;
      const name = word
        .replace(/^['"]|['"]$/g, '')
        .replace(/^(@[\w.-]+\/)?([\w.-]+)[@=<>~!^].*$/, '$1$2')
        .replace(/\[.*\]$/, '')
        .toLowerCase();
      if (/^[@\w][\w./-]*$/.test(name)) out.push(name);
      if (out.length >= 50) return out;
    }
  }
  return out;
}

/** Whether b is a with two neighbouring letters swapped (reqeusts, lodahs). */
function transposed(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/** The popular package a name imitates, or null (the name itself is popular, or too far from all of them). */
export function imitatedPackage(name: string): string | null {
  if (POPULAR.has(name) || name.length < 4) return null;
  const bare = name.replace(/^@[\w.-]+\//, '');
  const squeezed = bare.replace(/[-_.]/g, '');
  for (const p of LISTED) {
    if (p.length < 5 || bare === p || bare.replace(/_/g, '-') === p) continue;
    // One letter off for a name of 5 to 8 letters, two for a longer one; or the same letters with the separators moved.
    const max = p.length >= 9 ? 2 : 1;
    if (distance(bare, p, max) <= max || transposed(bare, p) || squeezed === p.replace(/[-_.]/g, '')) return p;
  }
  return null;
}

// ---- A widely used package built from a repository that is not its home

/**
 * The GitHub owners that publish a widely used package (their repositories are its source). Only packages
 * whose home is well known are listed: for others the source cannot be told apart, and nothing is reported.
 */
const HOMES: Record<string, string[]> = {
  requests: ['psf'], urllib3: ['urllib3'], numpy: ['numpy'], pandas: ['pandas-dev'], scipy: ['scipy'], matplotlib: ['matplotlib'],
  django: ['django'], flask: ['pallets'], jinja2: ['pallets'], click: ['pallets'], werkzeug: ['pallets'], markupsafe: ['pallets'],
  fastapi: ['tiangolo', 'fastapi'], typer: ['tiangolo', 'fastapi'], boto3: ['boto'], botocore: ['boto'], setuptools: ['pypa'], pip: ['pypa'],
  wheel: ['pypa'], virtualenv: ['pypa'], packaging: ['pypa'], cryptography: ['pyca'], bcrypt: ['pyca'], pillow: ['python-pillow'],
  sqlalchemy: ['sqlalchemy'], pytest: ['pytest-dev'], tensorflow: ['tensorflow'], torch: ['pytorch'], keras: ['keras-team'],
  'scikit-learn': ['scikit-learn'], transformers: ['huggingface'], openai: ['openai'], anthropic: ['anthropics'], langchain: ['langchain-ai', 'hwchase17'],
  selenium: ['seleniumhq'], scrapy: ['scrapy'], pydantic: ['pydantic'], httpx: ['encode'], uvicorn: ['encode'], aiohttp: ['aio-libs'],
  tqdm: ['tqdm'], rich: ['textualize', 'willmcgugan'], paramiko: ['paramiko'], black: ['psf'], mypy: ['python'], celery: ['celery'],
  jupyter: ['jupyter'], notebook: ['jupyter'], seaborn: ['mwaskom'], plotly: ['plotly'], nltk: ['nltk'], spacy: ['explosion'],
  gunicorn: ['benoitc'], attrs: ['python-attrs'], lxml: ['lxml'], pyyaml: ['yaml'], 'python-dateutil': ['dateutil'], certifi: ['certifi'],
  ansible: ['ansible'], pygame: ['pygame'], flake8: ['pycqa'], pyjwt: ['jpadilla'],
  react: ['facebook'], 'react-dom': ['facebook'], jest: ['jestjs', 'facebook'], lodash: ['lodash'], express: ['expressjs'], axios: ['axios'],
  chalk: ['chalk'], webpack: ['webpack'], typescript: ['microsoft'], eslint: ['eslint'], prettier: ['prettier'], vue: ['vuejs'],
  next: ['vercel'], svelte: ['sveltejs'], jquery: ['jquery'], bootstrap: ['twbs'], electron: ['electron'], puppeteer: ['puppeteer'],
  'socket.io': ['socketio'], redux: ['reduxjs'], rxjs: ['reactivex'], vite: ['vitejs'], rollup: ['rollup'], esbuild: ['evanw'],
  three: ['mrdoob'], d3: ['d3'], mongoose: ['automattic'], moment: ['moment'], 'discord.js': ['discordjs'], nodemailer: ['nodemailer'],
};

/** A repository named by a URL or a shorthand: its host, owner and name (without ".git"), lower-cased. */
interface Repo {
  host: string;
  owner: string;
  name: string;
}
const REPO_URL = /(?:git\+)?(?:https?|git|ssh):\/\/(?:[\w.-]+@)?([\w.-]+)(?::\d+)?\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?=[\/@#\s'"]|$)|git@([\w.-]+):([\w.-]+)\/([\w.-]+?)(?:\.git)?(?=[\/@#\s'"]|$)|\b(github|gitlab|bitbucket):([\w.-]+)\/([\w.-]+?)(?:\.git)?(?=[\/@#\s'"]|$)/gi;
function repoOf(m: RegExpMatchArray): Repo {
  const [host, owner, name] = m[1] ? [m[1], m[2], m[3]] : m[4] ? [m[4], m[5], m[6]] : [`${m[7]}.com`, m[8], m[9]];
  return { host: host.toLowerCase(), owner: owner.toLowerCase(), name: name.toLowerCase() };
}

// Installing from a repository: the URL given to the installer, or a clone then an install of what it fetched.
const INSTALL_URL = /\b(?:pip3?\s+install|python\d?(?:\.\d+)?\s+-m\s+pip\s+install|uv\s+pip\s+install|pipx\s+install|poetry\s+add|npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i))\s+[^;&|\n]{0,400}/gi;
const CLONE = /\bgit\s+clone\b([^;&|\n]{1,400})/gi;
const INSTALL_LOCAL = /\b(?:(?:pip3?|python\d?(?:\.\d+)?\s+-m\s+pip|uv\s+pip)\s+install\s+(?:-\S+\s+)*(?:\.{1,2}(?:\/[\w.\/-]*)?|[\w.-]+\/[\w.\/-]*)(?:\[[\w,-]*\])?(?=\s|$|["'])|setup\.py\s+(?:install|develop)\b|npm\s+(?:install|i)\s+(?:-g\s+)?\.\/?(?=\s|$)|npm\s+link\b|(?:npm|yarn|pnpm)\s+(?:install|i)\s*(?:$|[;&|\n]))/im;

/** The widely used packages a command builds from a repository other than their home: "name (owner/name on host)". */
export function offHomeInstalls(command: string): string[] {
  const cmd = command.slice(0, 4000);
  const repos: Repo[] = [];
  for (const m of cmd.matchAll(INSTALL_URL)) for (const r of m[0].matchAll(REPO_URL)) repos.push(repoOf(r));
  if (INSTALL_LOCAL.test(cmd)) {
    for (const c of cmd.matchAll(CLONE)) for (const r of c[1].matchAll(REPO_URL)) repos.push(repoOf(r));
  }
  const out: string[] = [];
  for (const r of repos.slice(0, 20)) {
    const homes = HOMES[r.name] ?? HOMES[r.name.replace(/^(?:python|py|node)-|-(?:python|py|js)$/, '')];
    const official = r.host === 'github.com' && homes?.includes(r.owner);
    if (homes && !official) out.push(`${r.name} (${r.owner}/${r.name} on ${r.host})`);
  }
  return out;
}

/** The user speaks of the repository as their own ("our fork", "my repository"): their code, not an impostor. */
const OWN_REPO = /\b(?:my|our)\s+(?:own\s+|internal\s+|company['’]?s?\s+)?(?:fork|repo|repository|mirror|patched\s+(?:copy|version|build))\b/i;

/** PACKAGE_TYPOSQUAT facts of one argument value, unless the user named that exact package. */
export function packageFacts(value: string, at: string, userText: string): RiskFact[] {
  const user = userText.toLowerCase();
  for (const name of installedPackages(value)) {
    const imitated = imitatedPackage(name);
    if (imitated && !new RegExp(`(^|[^\\w.-])${escapeRegExp(name)}([^\\w-]|$)`).test(user)) {
      return [fact('PACKAGE_TYPOSQUAT', `installs ${name}, a name one or two letters away from the widely used package ${imitated}`, at)];
    }
  }
  // Named by the user or not: a link to someone else's copy of a well-known package is how the lure arrives.
  const offHome = offHomeInstalls(value);
  if (offHome.length > 0 && !OWN_REPO.test(userText)) {
    return [fact('PACKAGE_TYPOSQUAT', `installs the widely used package ${offHome[0]} from a repository that is not its home`, at)];
  }
  return [];
}
