#!/usr/bin/env node
// The `beloning` that `npm run cli:install` links onto the PATH (scripts/cli-install.ts): kept in git with its
// executable bit, so the link keeps working when tsc writes a fresh cli/dist/bin.js without one.
import '../dist/bin.js';
