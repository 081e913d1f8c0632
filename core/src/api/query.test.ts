import { describe, expect, it } from 'vitest';
import { joinUrl, pathSegment, toQueryString, toSnakeCase } from './query.js';

describe('toSnakeCase', () => {
  it('turns camelCase into snake_case', () => {
    expect(toSnakeCase('caoId')).toBe('cao_id');
    expect(toSnakeCase('getProposals')).toBe('get_proposals');
    expect(toSnakeCase('inlenersCompanyName')).toBe('inleners_company_name');
  });

  it('leaves snake_case and single words alone', () => {
    expect(toSnakeCase('kvk_nr')).toBe('kvk_nr');
    expect(toSnakeCase('version')).toBe('version');
  });
});

describe('toQueryString', () => {
  it('gives nothing for no params or only empty ones', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: '', b: null, c: undefined })).toBe('');
  });

  it('keeps zero and false, which are not empty', () => {
    expect(toQueryString({ version: 0, getProposals: false })).toBe('?version=0&get_proposals=false');
  });

  it('repeats the key for a list and drops its empty entries', () => {
    expect(toQueryString({ caoIds: [1, '', 2, null] })).toBe('?cao_ids=1&cao_ids=2');
  });

  it('escapes values', () => {
    expect(toQueryString({ title: 'a&b =c' })).toBe('?title=a%26b%20%3Dc');
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between base and path and keeps the path as written', () => {
    expect(joinUrl('/api', '/inleners/caos/7')).toBe('/api/inleners/caos/7');
    expect(joinUrl('/api/', 'inleners/inleners-cao-list/')).toBe('/api/inleners/inleners-cao-list/');
    expect(joinUrl('https://beloning.test/api//', '//rest-auth/logout/')).toBe(
      'https://beloning.test/api/rest-auth/logout/',
    );
  });

  it('appends the query', () => {
    expect(joinUrl('/api', 'inleners/handelsnaam/', { kvkNr: '69599084' })).toBe(
      '/api/inleners/handelsnaam/?kvk_nr=69599084',
    );
  });
});

describe('pathSegment', () => {
  it('escapes characters that would change the path', () => {
    expect(pathSegment(12)).toBe('12');
    expect(pathSegment('a/b?c')).toBe('a%2Fb%3Fc');
  });
});
