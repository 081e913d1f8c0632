import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for every change of the schema; commit server/drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
