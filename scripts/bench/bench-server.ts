/**
 * The server side of a bench's child process (child-server.ts starts it): the real app on a throwaway data
 * directory (PGlite there, or DATABASE_URL), logging off, on any free port unless `env` names one. It stops,
 * closes what `alsoClose` gives and removes its data directory when the parent ends stdin or sends SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { startServer, type RunningServer } from '../../server/src/main.js';

export async function startBenchServer(
  env: Record<string, string | undefined> = {},
  options: Parameters<typeof startServer>[1] & { alsoClose?: () => Promise<void> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beloning-bench-'));
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: process.env.JWT_SECRET,
    ...env,
  });
  // Port 0 (any free port) is not a valid PORT for users, so it is set after loading.
  const server = await startServer(env.PORT === undefined ? { ...loaded, port: 0 } : loaded, options);
  const shutdown = async () => {
    await options.alsoClose?.();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();
  return server;
}
