// Runs vitest and closes with the line CI reads: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'node_modules', '.cache', 'vitest-report');
const report = path.join(reportDir, 'report.json');
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests ?? 0;
  failed = result.numFailedTests ?? 0;
  // A test file that fails to load has no tests counted in it: count it as a failure.
  failed += (result.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
} catch {
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = run.status === 0 && failed === 0 && passed > 0 ? 0 : 1;
