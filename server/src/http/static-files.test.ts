import { describe, expect, it } from 'vitest';
import { isStaticFile } from './static-files.js';

describe('isStaticFile', () => {
  it('knows the portal files from its pages and the API', () => {
    for (const file of [
      '/assets/index-abc.js',
      '/assets/app.css?v=1',
      '/favicon.svg',
      '/afbeeldingen/a.jpg',
    ]) {
      expect(isStaticFile(file), file).toBe(true);
    }
    for (const other of [
      '/',
      '/login',
      '/index.html',
      '/account-activatie/MQ/abc',
      '/api/docs.json',
      '/api',
    ]) {
      expect(isStaticFile(other), other).toBe(false);
    }
  });
});
