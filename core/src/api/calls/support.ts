import type { Transport } from '../transport.js';
import type { SupportPayload } from '../types.js';

/** The support form (SPEC.md section 7.2). */
export function supportCalls({ request }: Transport) {
  return {
    /** POST inleners/support/: mails the question to support. */
    async send(payload: SupportPayload): Promise<void> {
      await request({ method: 'POST', path: 'inleners/support/', body: payload, auth: true });
    },
  };
}

export type SupportCalls = ReturnType<typeof supportCalls>;
