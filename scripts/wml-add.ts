/**
 * `npm run wml:add -- --per 01-01-2027 --uur 15,25 ...`: adds the next published half year of the statutory
 * minimum wage to core/src/salary/wml-periods.ts (README, "Wettelijk minimumloon bijwerken"). The work is
 * done by scripts/wml/add.ts.
 */
import { WML_DATA_FILE, runWmlAdd } from './wml/add.js';

process.exitCode = await runWmlAdd(process.argv.slice(2), {
  file: WML_DATA_FILE,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
