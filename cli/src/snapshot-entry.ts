import { startupSnapshot } from 'node:v8';
import { runCli } from './run.js';

/**
 * The entry of the CLI's startup snapshot (`cli/scripts/snapshot.mjs` bundles it with commander and builds
 * `dist/beloning.blob` with `node --build-snapshot`). Loading it only builds the snapshot: the program's code
 * is in the snapshot already loaded, and this runs when `cli/bin/beloning` starts node from it. Never run
 * this file directly.
 */
startupSnapshot.setDeserializeMainFunction(() => {
  void runCli().then((code) => {
    process.exitCode = code;
  });
});
