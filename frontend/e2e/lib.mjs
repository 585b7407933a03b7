// Shared pieces of the browser runs (run.mjs with the demo agent,
// claude.mjs with the real Claude Code CLI): paths, the step log, starting
// and stopping processes that print their address, Chromium, and the
// page's common moves.

import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const frontend = join(here, '..');
export const repo = join(frontend, '..');
export const out = join(frontend, 'test-output');
/** Where the screenshots docs/frontend.md shows are kept (committed). */
export const docImg = join(repo, 'docs', 'img');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const STEP_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 15_000);

export function assert(cond, msg) {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
}

/**
 * harness returns the bookkeeping of one run whose lines start with
 * `[tag N.Ns]`: log, step (records a pass or a failure and goes on), shot
 * (a screenshot into test-output/), cleanups (run in reverse at the end)
 * and run (runs main, cleans up, prints the summary and exits).
 */
export function harness(tag) {
  mkdirSync(out, { recursive: true });
  const started = Date.now();
  const results = [];
  const cleanups = [];
  const log = (...a) => console.log(`[${tag} ${((Date.now() - started) / 1000).toFixed(1)}s]`, ...a);

  async function step(name, fn) {
    const t0 = Date.now();
    try {
      await fn();
      results.push({ name, ok: true, ms: Date.now() - t0 });
      log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (err) {
      results.push({ name, ok: false, ms: Date.now() - t0, err });
      log(`FAIL ${name}: ${err.stack ?? err}`);
    }
  }

  async function shot(page, name) {
    const file = join(out, `${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    log(`screenshot ${file}`);
  }

  /**
   * docShot is a shot that docs/frontend.md shows. With GUARDRAIL_DOC_SHOTS=1
   * (task frontend:docshots) it is also copied to docs/img; an ordinary test
   * run leaves the committed images alone.
   */
  async function docShot(page, name) {
    await shot(page, name);
    if (process.env.GUARDRAIL_DOC_SHOTS !== '1') return;
    mkdirSync(docImg, { recursive: true });
    copyFileSync(join(out, `${name}.png`), join(docImg, `${name}.png`));
  }

  async function run(main) {
    let code = 0;
    try {
      await main();
    } catch (err) {
      // A run that stops before its steps are done fails, and says why.
      console.error(err);
      results.push({ name: 'the run stopped', ok: false, err });
      code = 2;
    } finally {
      for (const c of cleanups.reverse()) {
        try {
          await c();
        } catch {
          // best effort
        }
      }
    }
    const failed = results.filter((r) => !r.ok);
    console.log(`\n${results.length - failed.length}/${results.length} ${tag} steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${out}`);
    for (const f of failed) console.log(`  FAIL ${f.name}: ${f.err?.message ?? f.err}`);
    // The plain closing line CI reads.
    console.log(`${tag}: ${results.length - failed.length} passed, ${failed.length} failed`);
    process.exit(code || (failed.length ? 1 : 0));
  }

  return { log, step, shot, docShot, run, results, cleanups };
}

/** buildBinary builds ./cmd/guardrail into test-output/, or returns GUARDRAIL_BIN. */
export function buildBinary(log) {
  if (process.env.GUARDRAIL_BIN) return process.env.GUARDRAIL_BIN;
  const bin = join(out, 'guardrail');
  log('go build ./cmd/guardrail');
  execFileSync('go', ['build', '-o', bin, './cmd/guardrail'], { cwd: repo, stdio: 'inherit' });
  return bin;
}

/**
 * startProcess runs bin with args and resolves with { url, proc, errLog }
 * once `addressOf(line)` finds the address in a line of the stream
 * `from` ('stdout' or 'stderr'); it rejects with the process's stderr if
 * it exits first, or after 20 s.
 */
export function startProcess(bin, args, { env, from = 'stdout', addressOf, name = bin } = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, args, { cwd: repo, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const errLog = [];
    p.stderr.on('data', (b) => errLog.push(b));
    if (from === 'stderr') p.stdout.resume(); // drained, unread
    const timer = setTimeout(() => reject(new Error(`${name} printed no address in 20 s`)), 20_000);
    let buf = '';
    let found = false;
    p[from].on('data', (b) => {
      if (found) return;
      buf += b.toString();
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const line of lines) {
        let url;
        try {
          url = addressOf(line);
        } catch (err) {
          found = true;
          clearTimeout(timer);
          reject(err);
          return;
        }
        if (url) {
          found = true;
          clearTimeout(timer);
          resolve({ url, proc: p, errLog });
          return;
        }
      }
    });
    p.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${Buffer.concat(errLog).toString().slice(-2000)}`));
    });
  });
}

/**
 * startServer runs `guardrail serve` with the given flags and resolves with
 * its URL, the first line of its stdout.
 */
export function startServer(bin, args, env) {
  return startProcess(bin, ['serve', ...args], {
    env,
    name: 'guardrail serve',
    addressOf: (line) => {
      if (!/^http:\/\/[^\s]+$/.test(line)) throw new Error(`unexpected first line from guardrail serve: ${line}`);
      return line.trim();
    },
  });
}

/** stopProcess stops it (SIGTERM, SIGKILL after 10 s) and writes its stderr to test-output/<prefix>-<pid>.log. */
export async function stopProcess(s, prefix = 'server') {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  const done = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGTERM');
  const t = setTimeout(() => s.proc.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(t);
  writeFileSync(join(out, `${prefix}-${s.proc.pid}.log`), Buffer.concat(s.errLog));
}

/**
 * launchChromium starts Debian's chromium headless. Playwright gives it a
 * fresh, empty profile of its own (it refuses --user-data-dir).
 */
export function launchChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no chromium at ${CHROMIUM}: apt-get install chromium (task frontend:e2e does), or set CHROMIUM`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** phoneContext opens a phone-sized screen (the harder layout), with any other context options (a locale). */
export function phoneContext(browser, more = {}) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...more });
}

/** watchProblems collects console errors and warnings and page errors into a list. */
export function watchProblems(page) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

export const items = (page) => page.locator('.messages > li');

// The server allows a session one message a second after a burst of five;
// a person types slower than that, so the test does too.
const lastSend = new WeakMap();

/** send types a message the way a person does and presses Enter. */
export async function send(page, text) {
  const wait = (lastSend.get(page) ?? 0) + 1100 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  lastSend.set(page, Date.now());
  const box = page.locator('.chat-input textarea'); // named in the page's language
  await box.click();
  await box.fill(text);
  await box.press('Enter');
}

/** turnDone waits until no turn is running (the working indicator is gone). */
export async function turnDone(page, timeout = STEP_TIMEOUT) {
  await page.locator('.working').waitFor({ state: 'detached', timeout });
}
