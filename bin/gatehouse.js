#!/usr/bin/env node
'use strict';
// Thin launcher: the CLI is compiled TypeScript (built by `npm install` through the prepare script).
const path = require('node:path');
const fs = require('node:fs');
// The MCP gateway has an entry of its own that loads the MCP SDK only, not the service: MCP clients start it often.
const entry = path.join(__dirname, '..', 'dist', 'src', 'cli', process.argv[2] === 'mcp-proxy' ? 'mcp-proxy.js' : 'main.js');
if (!fs.existsSync(entry)) {
  console.error('gatehouse is not built yet: run `npm install` (or `npm run build`) in ' + path.join(__dirname, '..'));
  process.exit(1);
}
require(entry).main(process.argv.slice(2)).then(
  (code) => { if (typeof code === 'number') process.exitCode = code; },
  (err) => { console.error(err instanceof Error ? err.message : String(err)); process.exitCode = 1; },
);
