// PACKAGE_TYPOSQUAT: a command or call installs a package whose name is one or two letters away from a
// widely used package but is not that package (event-strem for event-stream, reqeusts for requests): the
// classic supply-chain attack. Only install commands of the common package managers are read, and only the
// package names in them; the list below is of packages among the most downloaded of their registries.

import type { RiskFact } from '../types';
import { fact } from './codes';
import { distance } from './domains';

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

/** PACKAGE_TYPOSQUAT facts of one argument value, unless the user named that exact package. */
export function packageFacts(value: string, at: string, userText: string): RiskFact[] {
  const user = userText.toLowerCase();
  for (const name of installedPackages(value)) {
    const imitated = imitatedPackage(name);
    if (imitated && !new RegExp(`(^|[^\\w.-])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([^\\w-]|$)`).test(user)) {
      return [fact('PACKAGE_TYPOSQUAT', `installs ${name}, a name one or two letters away from the widely used package ${imitated}`, at)];
    }
  }
  return [];
}
