import { startupSnapshot } from 'node:v8';
import { main } from './program.js';
import { runCli } from './run.js';

/**
 * The entry of the CLI's startup snapshot (`cli/scripts/snapshot.mjs` bundles it with commander and builds
 * `dist/beloning.blob` with `node --build-snapshot`). Loading it only builds the snapshot: the program's code
 * is in the snapshot already loaded, and this runs when `cli/bin/beloning` starts node from it. Never run
 * this file directly.
 */

/**
 * While the snapshot is built, the command tree is built and its help written once, to nowhere: V8 keeps
 * the functions that ran compiled in the snapshot, so a start from it does not compile commander's parser
 * and help again. Nothing of it stays: `main` builds a new tree for every call, and these streams, the
 * empty environment and the working folder are not the ones a command gets.
 */
const nowhere = { write: () => true, isTTY: false };
const warm = async (argv: readonly string[]) => {
  await main(argv, {
    stdout: nowhere,
    stderr: nowhere,
    get stdin(): never {
      throw new Error('de snapshot leest geen stdin');
    },
    env: {},
    cwd: '/',
  });
};
void warm(['--help']).then(() => warm(['tables', 'increase', '--help']));

startupSnapshot.setDeserializeMainFunction(() => {
  void runCli().then((code) => {
    process.exitCode = code;
  });
});
