import { describe, expect, it } from 'vitest';
import { decodeUidb64, encodeUidb64, linkUrl } from './links.js';

describe('encodeUidb64', () => {
  it('encodes the user id as base64url without padding, like the portal links', () => {
    expect(encodeUidb64(1)).toBe('MQ');
    expect(encodeUidb64(42)).toBe('NDI');
  });
});

describe('decodeUidb64', () => {
  it('returns the id that encodeUidb64 encoded', () => {
    for (const id of [1, 9, 10, 12345, 2_147_483_647]) expect(decodeUidb64(encodeUidb64(id))).toBe(id);
  });

  it('returns undefined for anything that is not a uidb64 of a user id', () => {
    for (const bad of [
      '',
      '-wrong-uid-',
      'MQ==',
      '!!',
      encodeUidb64(0),
      Buffer.from('99999999999').toString('base64url'),
      Buffer.from('01').toString('base64url'),
      Buffer.from('1e3').toString('base64url'),
      Buffer.from('550e8400-e29b-41d4-a716-446655440000').toString('base64url'),
      'x'.repeat(1000),
    ]) {
      expect(decodeUidb64(bad)).toBeUndefined();
    }
  });
});

describe('linkUrl', () => {
  it('builds each purpose’s portal link from the public address', () => {
    expect(linkUrl('https://beloning.example', 'activation', 1, 'tok')).toBe(
      'https://beloning.example/account-activatie/MQ/tok',
    );
    expect(linkUrl('https://beloning.example', 'invite', 1, 'tok')).toBe(
      'https://beloning.example/account-activatie-invite/MQ/tok',
    );
    expect(linkUrl('https://beloning.example', 'reset', 1, 'tok')).toBe(
      'https://beloning.example/wachtwoord-resetten/MQ/tok',
    );
    expect(linkUrl('https://beloning.example', 'email_change', 1, 'tok')).toBe(
      'https://beloning.example/email-verificatie/MQ/tok',
    );
  });
});
