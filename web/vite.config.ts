import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The portal resolves @beloning/core to its TypeScript sources, so core needs no build step of its own.
export default defineConfig({
  // precompress: brotli and gzip beside every text file of the build, sent as they are (server/src/plugins/web.ts).
  plugins: [react(), precompress()],
  resolve: { conditions: ['@beloning/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Keeps the report honest: the bench reads the manifest to see what each route downloads.
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
