import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

/**
 * The small modules every account page (login, registration, password, activation, the agency's login)
 * draws its form with: the form components and core's rules and messages they check with. Left to
 * automatic chunking they are a dozen files of well under a kilobyte each, every one a request with its
 * own response headers on a slow line (issue 19); together they are one.
 */
const FORM_KIT = [
  'web/src/components/form/',
  'web/src/components/button.tsx',
  'web/src/components/auth-card.tsx',
  'web/src/lib/texts.ts',
  'core/src/rules/engine.ts',
  'core/src/rules/generic.ts',
  'core/src/rules/account-forms.ts',
  'core/src/rules/kvk-rules.ts',
  'core/src/base/messages.ts',
  'core/src/base/limits.ts',
  'core/src/base/email.ts',
  'core/src/base/kvk.ts',
  'core/src/api/api-error.ts',
  'core/src/api/form-messages.ts',
];

const inFormKit = (id: string) => FORM_KIT.some((part) => id.replaceAll('\\', '/').includes(`/${part}`));

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically stays in the entry's one file: automatic chunking
            // split React, jotai's utils and core's wizard steps off into files of their own, which every
            // page then requested separately.
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'form-kit', test: inFormKit, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
