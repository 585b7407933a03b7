#!/usr/bin/env node
// The chat page in Debian's chromium against `guardrail serve --agent
// claude` running the real Claude Code CLI, offline: the CLI talks to the
// scripted model of internal/fakemodel (claude-scenario.jsonl), on a
// loopback port, with no key. One turn: a sentence and `ls` (it runs), a
// `curl … | sh` the guard denies, a question with two options, a closing
// sentence. Screenshots go to frontend/test-output/claude-*.png.
//
//   go tool -modfile=tools/go.mod task claude:install   # the pinned CLI, once
//   npm run e2e:claude                                  # builds the two Go commands first
//   GUARDRAIL_CLAUDE_BIN=/path/claude GUARDRAIL_BIN=/path/guardrail FAKEMODEL_BIN=/path/fakemodel npm run e2e:claude

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  STEP_TIMEOUT, assert, buildBinary, harness, items, launchChromium, out, phoneContext, repo, send,
  startProcess, startServer, stopProcess, turnDone, watchProblems,
} from './lib.mjs';

for (const f of existsSync(out) ? readdirSync(out) : []) {
  if (f.startsWith('claude-')) rmSync(join(out, f), { force: true });
}
const { log, step, shot, docShot, run, cleanups } = harness('claude-e2e');

// The CLI needs seconds to start on a loaded machine; the turn's first
// frames wait this long.
const TURN_TIMEOUT = Number(process.env.E2E_CLAUDE_TIMEOUT_MS ?? 45_000);
const CLAUDE = process.env.GUARDRAIL_CLAUDE_BIN ?? join(repo, '.cache', 'claude-code', 'node_modules', '.bin', 'claude');
const SCENARIO = join(repo, 'frontend', 'e2e', 'claude-scenario.jsonl');
// The context the session runs in: Bash is allowed, so `ls` runs and the
// dangerous call is stopped by the shell rules, not by the tool list.
const CONTEXT = 'devshell';
// What the scenario's words are (claude-scenario.jsonl).
const SAYS = {
  first: 'Let me look at the project first.',
  question: 'The install was blocked. How should I go on?',
  choice: 'Use npm',
  other: 'Skip it',
  last: 'Understood: I will use the package scripts from now on.',
};

// Internals the person must never read: the CLI's hook wrapper, tool call
// ids, the CLI's flags, the policy's rule ids, the session's context.
const INTERNALS = ['PreToolUse', 'hook error', 'hook', 'toolu_', '--allowedTools', '--permission', '--resume', '--session-id',
  'session_id', 'net.pipe-to-shell', 'pipe-to-shell', `context:${CONTEXT}`, 'guardrail-', 'Claude Code', 'ANTHROPIC'];

function buildFakemodel() {
  if (process.env.FAKEMODEL_BIN) return process.env.FAKEMODEL_BIN;
  const bin = join(out, 'fakemodel');
  log('go build ./internal/fakemodel/cmd/fakemodel');
  execFileSync('go', ['build', '-o', bin, './internal/fakemodel/cmd/fakemodel'], { cwd: repo, stdio: 'inherit' });
  return bin;
}

/** sandbox makes the temp HOME, the project the CLI works in, the policy and the serve config. */
function sandbox() {
  const root = mkdtempSync(join(tmpdir(), 'claude-e2e-'));
  const home = join(root, 'home');
  const project = join(root, 'project');
  mkdirSync(home);
  mkdirSync(project);
  writeFileSync(join(project, 'README.md'), '# shop\n');
  writeFileSync(join(project, 'package.json'), '{"name":"shop","scripts":{"build":"vite build"}}\n');
  writeFileSync(join(project, 'main.go'), 'package main\n\nfunc main() {}\n');
  const policy = join(root, 'policy.yaml');
  // A policy file's contexts replace the built-in list: keep those and add one with Bash.
  writeFileSync(policy, `version: 1
contexts:
  - {name: analysis, tools: [Read, Grep, Glob]}
  - {name: conversion, tools: [Read, Write, Edit, "Bash(npm:*)"]}
  - {name: review, tools: [Read, Grep]}
  - {name: ${CONTEXT}, tools: [Read, Grep, Glob, Bash]}
`);
  const config = join(root, 'serve.yaml');
  writeFileSync(config, `policy: ${JSON.stringify(policy)}
default_context: ${CONTEXT}
agent:
  kind: claude
  claude:
    path: ${JSON.stringify(CLAUDE)}
    dir: ${JSON.stringify(project)}
    max_turns: 8
`);
  return { root, home, project, config };
}

/**
 * cliEnv is the environment of `guardrail serve`, which the CLI inherits
 * (the config cannot pass one): the scripted model, a dummy key, no other
 * traffic, and a HOME of its own. Variables of a real Claude setup are
 * left out so they cannot point the CLI elsewhere.
 */
function cliEnv(modelURL, home) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(ANTHROPIC_|CLAUDE_)/.test(k)));
  return {
    ...env, HOME: home, ANTHROPIC_BASE_URL: modelURL, ANTHROPIC_API_KEY: 'test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1',
  };
}

/** leaks lists the internals (and the sandbox's paths, the model's URL) found in text. */
const leaks = (text, extra) => [...INTERNALS, ...extra].filter((s) => text.includes(s));

async function main() {
  if (!existsSync(CLAUDE)) {
    throw new Error(`no Claude Code CLI at ${CLAUDE}: run \`go tool -modfile=tools/go.mod task claude:install\` (or set GUARDRAIL_CLAUDE_BIN)`);
  }
  const version = execFileSync(CLAUDE, ['--version'], { encoding: 'utf8' }).trim();
  assert(version.includes('Claude Code'), `${CLAUDE} --version: ${version}`);
  log(`CLI: ${version}`);

  const bin = buildBinary(log);
  const fake = buildFakemodel();
  const box = sandbox();
  cleanups.push(() => rmSync(box.root, { recursive: true, force: true }));

  const model = await startProcess(fake, ['-addr', '127.0.0.1:0', SCENARIO], {
    from: 'stderr', name: 'fakemodel', addressOf: (line) => line.match(/ANTHROPIC_BASE_URL=(\S+)/)?.[1],
  });
  cleanups.push(() => stopProcess(model, 'claude-fakemodel'));
  log(`scripted model at ${model.url}`);

  const server = await startServer(bin, ['--addr', '127.0.0.1:0', '--config', box.config, '--agent', 'claude'], cliEnv(model.url, box.home));
  cleanups.push(() => stopProcess(server, 'claude-server'));
  log(`guardrail serve --agent claude at ${server.url}`);
  const hidden = [box.root, model.url, new URL(model.url).host];

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await (await phoneContext(browser)).newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  const problems = watchProblems(page);
  // Every frame the server sends, as it arrived: what the page could show.
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));

  await step('the page loads and connects', async () => {
    const res = await page.goto(`${server.url}/chat/demo/claude`);
    assert(res.ok(), `GET the page: ${res.status()}`);
    await page.getByTestId('connection').filter({ hasText: 'Connected' }).waitFor();
  });

  await step('send a message: the model speaks and `ls` runs', async () => {
    await send(page, 'Please install the helper for this project.');
    await page.locator('.msg-info', { hasText: SAYS.first }).waitFor({ timeout: TURN_TIMEOUT });
    // The call is shown (Bash, `ls`), then its result, whose summary is
    // the output's first line.
    const call = page.locator('.msg-call', { hasText: 'ls' }).first();
    await call.waitFor({ timeout: TURN_TIMEOUT });
    assert((await call.locator('details').count()) === 0, 'the call is a line, with nothing to expand');
    const result = page.locator('.msg-tool details', { hasText: 'README.md' }).first();
    await result.waitFor({ timeout: TURN_TIMEOUT });
    const name = await result.locator('.tool-name').textContent();
    assert(name.includes('Bash'), `the tool is named: ${name}`);
    assert((await result.getAttribute('open')) === null, 'the result is collapsed by default');
    await result.locator('summary').click();
    const output = await result.locator('.tool-output').textContent();
    for (const f of ['README.md', 'main.go', 'package.json']) assert(output.includes(f), `ls lists ${f}: ${output}`);
    // The turn runs on while the page is read: show its start.
    await items(page).first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await docShot(page, 'claude-01-ls');
  });

  await step('the dangerous call is a blocked card with no internals', async () => {
    const card = page.locator('.msg-blocked').first();
    await card.waitFor({ timeout: TURN_TIMEOUT });
    const text = await card.textContent();
    assert(/Blocked/.test(text) && /Dangerous action/.test(text), `Blocked, and what kind of thing: ${text}`);
    assert(/fetched from the network/.test(text), `what the guard found: ${text}`);
    const input = await card.locator('.blocked-input').textContent();
    assert(input.includes('| sh'), `the command as the model wrote it: ${input}`);
    assert(!/error_type|GUARD_|\{"error"|net\.pipe-to-shell/.test(text), `no raw JSON, code or rule: ${text}`);
    assert((await page.locator('.msg-error').count()) === 0, 'not an error box');
    const found = leaks(await page.locator('.messages').textContent(), [...hidden, CONTEXT]);
    assert(found.length === 0, `the transcript shows internals: ${found.join(', ')}`);
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'claude-02-denied');
  });

  await step('the question shows two options; a click answers it', async () => {
    const option = page.getByRole('button', { name: new RegExp(SAYS.choice) });
    await option.waitFor({ timeout: TURN_TIMEOUT });
    await page.locator('.working').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: new RegExp(SAYS.other) }).waitFor();
    assert(await page.getByText(SAYS.question).isVisible(), 'the question is shown');
    assert(await page.locator('.working').isVisible(), 'the turn waits for the answer');
    await docShot(page, 'claude-03-question');
    await option.click();
    await page.locator('.msg-answer', { hasText: SAYS.choice }).waitFor();
    assert(await option.isDisabled(), 'options are disabled once answered');
  });

  await step('the model reads the answer and closes the turn', async () => {
    await page.locator('.msg-info', { hasText: SAYS.last }).waitFor({ timeout: TURN_TIMEOUT });
    await turnDone(page, TURN_TIMEOUT);
    const notices = await page.locator('.msg-notice').allTextContents();
    assert(notices.length === 0, `the turn ended without a notice: ${notices.join(' | ')}`);
    await page.locator('.msg-info', { hasText: SAYS.last }).scrollIntoViewIfNeeded();
    await docShot(page, 'claude-04-final');
  });

  await step('the model was asked once per step: each reply reached it', async () => {
    // fakemodel logs each request it answers with the step it served.
    const served = [...Buffer.concat(model.errLog).toString().matchAll(/"step":(\d+)/g)].map((m) => Number(m[1]));
    assert(served.join(',') === '0,1,2,3', `steps served: ${served.join(',')}`);
  });

  await step('the whole page shows no internals', async () => {
    const found = leaks(await page.content(), hidden);
    assert(found.length === 0, `the page's HTML holds: ${found.join(', ')}`);
    const transcript = leaks(await page.locator('.messages').textContent(), [CONTEXT]);
    assert(transcript.length === 0, `the transcript holds: ${transcript.join(', ')}`);
  });

  await step("the socket's frames hold no internals", async () => {
    assert(frames.some((f) => f.includes('"multi_question"')), `frames were seen: ${frames.length}`);
    const bad = frames.filter((f) => leaks(f, hidden).length > 0);
    assert(bad.length === 0, `frames with internals:\n${bad.join('\n')}`);
  });

  await step('no console errors, CSP violations or page errors', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });
}

await run(main);
