#!/usr/bin/env node
// source-hash computes the hash of everything the built page depends on, so
// the Go test (embed_test.go, sourceHash) can tell when frontend/dist is
// stale. THE TWO MUST STAY IDENTICAL:
//
//   inputs: every regular file under src/ and public/, plus index.html,
//           package.json, package-lock.json, tsconfig.json, vite.config.ts;
//           skipping names that start with "." and, under src/, the tests
//           (*.test.ts, *.test.tsx and the src/test/ folder), which do not
//           change the build;
//   order:  relative paths with "/" separators, sorted bytewise;
//   hash:   sha256 over, per file, `path "\n" length "\n" content`, where
//           content has CRLF turned into LF and length is its byte count;
//   output: lowercase hex, written to dist/.source-hash with a newline.
//
// --write writes dist/.source-hash; --check compares; no flag prints it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const topFiles = ['index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
const dirs = ['src', 'public'];

function isTest(rel) {
  return rel.startsWith('src/') && (rel.startsWith('src/test/') || /\.test\.tsx?$/.test(rel));
}

function walk(rel, out) {
  const abs = join(root, rel);
  if (!existsSync(abs)) return;
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const r = `${rel}/${e.name}`;
    if (e.isDirectory()) walk(r, out);
    else if (e.isFile() && !isTest(r)) out.push(r);
  }
}

export function sourceFiles() {
  const files = topFiles.filter((f) => existsSync(join(root, f)));
  for (const d of dirs) walk(d, files);
  return files.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

export function sourceHash() {
  const h = createHash('sha256');
  for (const rel of sourceFiles()) {
    const raw = readFileSync(join(root, rel));
    const content = Buffer.from(raw.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
    h.update(`${rel}\n${content.length}\n`);
    h.update(content);
  }
  return h.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hash = sourceHash();
  const file = join(root, 'dist', '.source-hash');
  if (process.argv.includes('--write')) {
    writeFileSync(file, `${hash}\n`);
    console.log(`dist/.source-hash ${hash}`);
  } else if (process.argv.includes('--check')) {
    const have = existsSync(file) ? readFileSync(file, 'utf8').trim() : '(none)';
    if (have !== hash) {
      console.error(`frontend/dist is stale: run \`go tool -modfile=tools/go.mod task frontend:build\` (have ${have}, sources ${hash})`);
      process.exit(1);
    }
    console.log('frontend/dist is up to date');
  } else {
    console.log(hash);
  }
}
