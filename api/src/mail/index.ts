/** E-mail: `app.mailer` (./mailer.ts), account templates (./templates.ts), settings (./config.ts). */
import type { FastifyInstance } from 'fastify';
import { Mailer } from './mailer.js';

export type { MailConfig, SmtpConfig } from './config.js';
export {
  type DeliveredMail,
  type MailContext,
  Mailer,
  type MailMessage,
  OUTBOX,
  type OutboxDocument,
  type OutgoingMail,
} from './mailer.js';
export { confirmRegistrationMail, resetPasswordMail } from './templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail and records it in the `outbox` collection. */
    mailer: Mailer;
  }
}

export function installMailer(app: FastifyInstance): void {
  const mailer = new Mailer(app.store, app.config.mail);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.close();
  });
}
