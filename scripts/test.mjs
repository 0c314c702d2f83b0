// `npm test`: installs what the suites need, then runs every suite and sums them up.
// The last line is `N passed, N failed[, N skipped]` over all suites; exit code 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const databaseUrl = process.env.DATABASE_URL;
const results = [];
/** Names of the failed tests, repeated above the summary so a long log still shows them. */
const failures = [];
const retried = [];

function run(command, args, env = {}) {
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return status === 0;
}

/** A step that is one check (install, type-check, lint, build). */
function check(name, command, args, env) {
  console.log(`\n=== ${name}`);
  const ok = run(command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

function vitestSuite(name, pkg, env = {}) {
  console.log(`\n=== ${name}`);
  const report = path.join(reports, `${name}.json`);
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      `packages/${pkg}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails to load has no failed test of its own; count it, and any run error, as a failure.
  const brokenFiles = r.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  const failed = r.numFailedTests + brokenFiles;
  for (const file of r.testResults) {
    const cases = file.assertionResults.filter((a) => a.status === 'failed');
    if (file.status === 'failed' && cases.length === 0)
      failures.push(`${name}: ${path.relative(root, file.name)}: ${String(file.message).slice(0, 300)}`);
    for (const a of cases) failures.push(`${name}: ${path.relative(root, file.name)} › ${a.fullName}`);
  }
  results.push({
    name,
    passed: r.numPassedTests,
    failed: failed > 0 || ok ? failed : 1,
    skipped: r.numPendingTests + r.numTodoTests,
  });
}

function playwrightSuite(name) {
  console.log(`\n=== ${name}`);
  const report = path.join(reports, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '-c', 'packages/e2e'], { DATABASE_URL: '' });
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  collectPlaywrightFailures(name, suites ?? []);
  results.push({
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected > 0 || ok ? stats.unexpected : 1,
    skipped: stats.skipped,
  });
}

function collectPlaywrightFailures(name, suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${name}: ${spec.file} › ${spec.title}`);
      else if (spec.tests?.some((t) => t.status === 'flaky'))
        retried.push(`${name}: ${spec.file} › ${spec.title}`);
    }
    collectPlaywrightFailures(name, suite.suites ?? []);
  }
}

if (check('install test dependencies', 'bash', ['scripts/ensure-test-deps.sh'])) {
  check('type-check', 'npm', ['run', '--silent', 'typecheck']);
  check('lint', 'npx', ['biome', 'check', '.']);
  vitestSuite('contracts', 'contracts');
  vitestSuite('server-embedded', 'server', { DATABASE_URL: '' });
  if (databaseUrl) vitestSuite('server-postgresql', 'server', { DATABASE_URL: databaseUrl });
  vitestSuite('web', 'web');
  if (check('build', 'npm', ['run', '--silent', 'build'])) playwrightSuite('e2e');
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (retried.length > 0) {
  console.log('\n=== passed only on the second try');
  for (const r of retried) console.log(`  ${r}`);
}
if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const f of failures) console.log(`  ${f}`);
}
console.log('\n=== summary');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
}
if (!databaseUrl)
  console.log('  (DATABASE_URL not set: the server suites ran on the embedded database only)');
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(total.failed > 0 ? 1 : 0);
