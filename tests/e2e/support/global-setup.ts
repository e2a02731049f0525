import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.js';
import { smtpUrl, startMailCatcher } from './mail-catcher.js';
import { startThirdPartySite } from './third-party-site.js';
import { startZapisy } from './zapisy-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    zapisyUrl: string;
    zapisyPort: number;
    thirdPartyUrl: string;
    /** The mail catcher's HTTP endpoint: `GET {mailUrl}/messages?to=…` (see support/mail.ts). */
    mailUrl: string;
    /** Its SMTP port, for a second Zapisy server started by a test. */
    smtpPort: number;
  }
}

/** One built Zapisy server, a real SMTP server catching its e-mail and a third-party site for the run. */
export default async function setup(project: TestProject) {
  const [port, sitePort, deadPort, smtpPort, mailPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const mail = await startMailCatcher(smtpPort, mailPort);
  // The demo default runs (bot protection 'auto': the proof of work without reCAPTCHA keys), made light
  // for the tests' browsers; the limits on public writes stay at their defaults.
  const zapisy = await startZapisy(port, {
    SMTP_URL: smtpUrl(smtpPort),
    BOT_PROTECTION_POW_MAX_NUMBER: '2000',
  });
  const site = await startThirdPartySite(sitePort, zapisy.url, `http://127.0.0.1:${deadPort}`);
  project.provide('zapisyUrl', zapisy.url);
  project.provide('zapisyPort', port);
  project.provide('thirdPartyUrl', `http://127.0.0.1:${sitePort}`);
  project.provide('mailUrl', mail.url);
  project.provide('smtpPort', smtpPort);
  return async () => {
    await new Promise((resolve) => site.close(resolve));
    const code = await zapisy.stop();
    if (code !== 0) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
    await mail.close();
  };
}
