import { createServer } from 'node:net';

/** A port nothing listens on right now on 127.0.0.1, for a server started in a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('Geen vrije poort gevonden'));
      });
    });
  });
}
