/**
 * `npm run caos:import -- <file>`: imports one cao version (a file like those in fixtures/caos) as the new
 * latest version of its cao, into the database of the environment (DATABASE_URL, else PGlite in DATA_DIR;
 * stop a server that uses the same DATA_DIR first). The work is done by server/src/cao/command.ts.
 */
import { runCaoImportCommand } from '../server/src/cao/command.js';

process.exitCode = await runCaoImportCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs scripts from the repository root; a relative file name means where npm was started.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
