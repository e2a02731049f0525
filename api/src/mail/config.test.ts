import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('mail configuration', () => {
  it('default: no SMTP (messages go to the outbox), sender no-reply@ the public host', () => {
    const { mail } = loadConfig({ PUBLIC_URL: 'https://zapisy.example.pl' });
    expect(mail).toEqual({ from: 'Zapisy <no-reply@zapisy.example.pl>' });
  });

  it('SMTP_URL, or SMTP_HOST with PORT/USER/PASS/SECURE', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.pl:465' }).mail.smtp).toEqual({
      url: 'smtps://u:p@smtp.example.pl:465',
    });
    expect(
      loadConfig({
        SMTP_HOST: 'smtp.example.pl',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_SECURE: 'true',
        MAIL_FROM: 'Biuro <b@x.pl>',
      }).mail,
    ).toEqual({
      from: 'Biuro <b@x.pl>',
      smtp: { host: 'smtp.example.pl', port: 587, secure: true, user: 'u', pass: 'p' },
    });
  });

  it('bad values are configuration errors in Polish', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_HOST: 'h', SMTP_PORT: '99999' })).toThrow(/SMTP_PORT="99999"/);
  });
});
