// Runs the Playwright suite and closes with the line CI reads: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const report = path.join(here, 'report.json');
rmSync(report, { force: true });

const cli = path.join(here, 'node_modules', '@playwright', 'test', 'cli.js');
const run = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: here, stdio: 'inherit' });

let passed = 0;
let failed = 0;
try {
  const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed = stats.unexpected ?? 0;
  // A global setup that failed runs no test: count it.
  if (errors.length > 0 && failed === 0) failed = errors.length;
} catch {
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = run.status === 0 && failed === 0 && passed > 0 ? 0 : 1;
