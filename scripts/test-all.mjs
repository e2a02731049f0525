#!/usr/bin/env node
// The README's test command: every suite of Zapisy in one run, ending with one line of totals
// ("N passed, N failed") that CI reads. A stage that is not a test runner (build, typecheck, lint,
// Storybook) counts as one check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const chromium = ensureChromium();
totals[chromium ? 'passed' : 'failed'] += 1;
rows.push(`${chromium ? 'ok  ' : 'FAIL'} chromium present at /usr/bin/chromium`);

const built = check('build', 'npm', ['run', 'build']);
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint and format (Biome)', 'npm', ['run', 'lint']);

const report = join(tmp, 'vitest.json');
const vitest = run('vitest (unit, integration, e2e)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...(built ? [] : ['--project', '!e2e']),
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A test file that fails outside its tests (import error, failing hook) counts as one failure.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = json.numFailedTests + brokenFiles;
  totals.passed += json.numPassedTests;
  totals.failed += failed;
  rows.push(
    `${failed === 0 && vitest.ok ? 'ok  ' : 'FAIL'} vitest: ${json.numPassedTests} passed, ${failed} failed, ` +
      `${json.numPendingTests + json.numTodoTests} skipped (${vitest.seconds} s)`,
  );
  // CI keeps only the end of the output: name every failure here so it is never lost above.
  for (const file of json.testResults.filter((result) => result.status === 'failed')) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0) rows.push(`     ${path}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    for (const test of tests) {
      rows.push(`     ${path} > ${test.fullName}`);
      rows.push(`       ${(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
} else {
  totals.failed += 1;
  rows.push(`FAIL vitest produced no report (${vitest.seconds} s)`);
}
if (!vitest.ok && existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if (json.numFailedTests === 0 && !json.testResults.some((file) => file.status === 'failed')) {
    totals.failed += 1;
    rows.push('FAIL vitest exited with an error outside the tests');
  }
}

check('core coverage (lines >= 95%)', 'npm', ['run', 'test:coverage']);
check('storybook build', 'npm', ['run', 'build', '-w', '@zapisy/storybook']);

const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(join(tmp, 'test-summary.txt'), `${summary}\n`);
console.log(`\n=== Summary\n${rows.join('\n')}\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
