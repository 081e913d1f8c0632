import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';
import { createFakeFetch, type FakeAnswer } from './fake-fetch.js';

const LINK = { uidb64: 'MQ', token: 'abc' };
const ALREADY = 'Uw account is al geactiveerd. U kunt inloggen.';

function client(answer: FakeAnswer) {
  return createApiClient({ fetch: createFakeFetch(() => answer).fetch });
}

describe('activationOutcome', () => {
  it('tells a first activation from a link used again by the status, for hirers and agencies alike', async () => {
    const first = client({ json: { detail: 'Account geactiveerd' } });
    expect(await first.auth.activate(LINK)).toEqual({ status: 'activated' });
    expect(await first.agency.activate(LINK)).toEqual({ status: 'activated' });
    const again = client({ status: 409, json: { detail: ALREADY } });
    expect(await again.auth.activate(LINK)).toEqual({ status: 'already-activated', detail: ALREADY });
    expect(await again.agency.activate({ ...LINK, password: 'Geheim-2025' })).toEqual({
      status: 'already-activated',
      detail: ALREADY,
    });
  });

  it('decides by the status, not by the text: the generic refusal throws whatever its words', async () => {
    const invalid = client({ status: 400, json: { errors: {}, non_field_errors: [ALREADY] } });
    await expect(invalid.auth.activate(LINK)).rejects.toBeInstanceOf(ApiError);
    const noDetail = client({ status: 409, text: '<html>conflict</html>' });
    await expect(noDetail.auth.activate(LINK)).rejects.toMatchObject({ status: 409 });
    const offline = client(new TypeError('fetch failed'));
    await expect(offline.auth.activate(LINK)).rejects.toMatchObject({ kind: 'network' });
  });
});
