import { describe, expect, it } from 'vitest';
import { consoleTransport, memoryTransport } from './transport.js';

describe('consoleTransport', () => {
  it('prints the recipient, the subject and the text with its links', async () => {
    const chunks: string[] = [];
    const transport = consoleTransport((chunk) => chunks.push(chunk));
    await transport.send({
      to: 'nieuw@test.nl',
      subject: 'Activeer uw account bij Beloning',
      text: 'Activeer via http://localhost:3000/account-activatie/MQ/tok',
      html: '<p>niet getoond</p>',
    });
    const printed = chunks.join('');
    expect(printed).toContain('Mail aan: nieuw@test.nl');
    expect(printed).toContain('Onderwerp: Activeer uw account bij Beloning');
    expect(printed).toContain('http://localhost:3000/account-activatie/MQ/tok');
    expect(printed).not.toContain('niet getoond');
  });
});

describe('memoryTransport', () => {
  it('keeps every sent mail in order', async () => {
    const transport = memoryTransport();
    await transport.send({ to: 'a@test.nl', subject: 's', text: 't', html: 'h' });
    await transport.send({ to: 'b@test.nl', subject: 's', text: 't', html: 'h' });
    expect(transport.sent.map((mail) => mail.to)).toEqual(['a@test.nl', 'b@test.nl']);
  });
});
