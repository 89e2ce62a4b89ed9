#!/usr/bin/env node
// solc shim: forge calls this as its `solc`. It answers `--version` the way the native
// compiler does (forge parses it) and compiles `--standard-json` input with solc-js, so
// forge works offline with the compiler pinned in package.json.
'use strict';
const fs = require('fs');
const path = require('path');
const solc = require(path.join(__dirname, '..', 'node_modules', 'solc'));

const args = process.argv.slice(2);
if (args.includes('--version')) {
  const v = solc.version().replace('.Emscripten.clang', '.Linux.g++');
  process.stdout.write('solc, the solidity compiler commandline interface\nVersion: ' + v + '\n');
  process.exit(0);
}
if (!args.includes('--standard-json')) {
  process.stderr.write('solc-shim: only --version and --standard-json are supported\n');
  process.exit(2);
}
const input = fs.readFileSync(0, 'utf8');
const bases = [process.cwd()];
for (let i = 0; i < args.length; i++) {
  if ((args[i] === '--base-path' || args[i] === '--include-path') && args[i + 1]) bases.push(args[i + 1]);
  if (args[i] === '--allow-paths' && args[i + 1]) bases.push(...args[i + 1].split(','));
}
function findImports(p) {
  const candidates = path.isAbsolute(p) ? [p] : bases.map((b) => path.resolve(b, p));
  for (const c of candidates) {
    try {
      return { contents: fs.readFileSync(c, 'utf8') };
    } catch (_) { /* try next */ }
  }
  return { error: 'File not found: ' + p };
}
process.stdout.write(solc.compile(input, { import: findImports }));
