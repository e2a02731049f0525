/**
 * `npm run serve`: loads the configuration, opens the store (embedded under DATA_DIR unless MONGODB_URI
 * is set), seeds the demo into an empty store, starts jobs and the HTTP server, prints where to go, and
 * shuts down gracefully on SIGINT/SIGTERM.
 */
import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { domainEventsJob } from './events/index.js';
import { banner } from './http/banner.js';
import { createLogger } from './http/logger.js';
import { createShutdown, installGracefulShutdown } from './http/shutdown.js';
import { createJobs, type Jobs, jobDefinitions } from './jobs/index.js';
import { formFieldKindsOf } from './modules/forms/index.js';
import { notificationSendingJob, senderDepsOf } from './modules/notifications/index.js';
import {
  followUpDepsOf,
  onlinePaymentsAvailable,
  paymentDepsOf,
  paymentFlowOf,
  paymentFollowUpJob,
  paymentNotificationsJob,
} from './modules/payments/index.js';
import { registrationContextOf, registrationSweepJob } from './modules/registrations/index.js';
import { PluginLoadError } from './plugins/errors.js';
import { secretsKeyFromEnv } from './secrets/index.js';
import { DEMO_ADMIN_EMAIL, seedDemo, seedDemoActivity, USERS } from './seed/index.js';
import { JournalDamageError, openStore } from './storage/index.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const log = createLogger(config.logLevel);
  const store = await openStore({
    ...(config.mongodbUri ? { mongodbUri: config.mongodbUri } : {}),
    dataDir: config.dataDir,
    dbName: config.dbName,
    logger: { warn: (message: string) => log.warn(message) },
  });
  log.info(
    { store: store.kind, dataDir: store.kind === 'embedded' ? config.dataDir : undefined },
    'store open',
  );
  const generatedKeys = [
    config.auth.jwtSecret === undefined ? 'ZAPISY_JWT_SECRET' : null,
    secretsKeyFromEnv(process.env) === undefined ? 'ZAPISY_SECRETS_KEY' : null,
  ].filter((name) => name !== null);
  if (config.environment === 'production' && store.kind === 'embedded' && generatedKeys.length > 0) {
    log.warn(
      { generatedKeys },
      `Brak ${generatedKeys.join(', ')}: klucze wygenerowano i zapisano w DATA_DIR (wystarczy dla jednego ` +
        'procesu na wbudowanym magazynie). W produkcji ustaw je w środowisku.',
    );
  }

  let seeded: boolean;
  let app: FastifyInstance | undefined;
  let jobs: Jobs;
  try {
    // Plugins load here: a PLUGIN-00x error stops the start before anything listens.
    app = await buildApp({ config, store, logger: log });
    // After buildApp (which writes no documents, so the store still reads as empty): the demo form is
    // built from the registered field kinds.
    const seed = await seedDemo(store, log, { formFieldKinds: formFieldKindsOf(app) });
    seeded = seed.seeded;
    // The demo people register through the app's own services (flow, billing, events), so after buildApp.
    if (seed.demo) await seedDemoActivity(app, seed.demo, new Date());
    const builtApp = app;
    jobs = await createJobs({
      store,
      ...(config.mongodbUri ? { mongodbUri: config.mongodbUri } : {}),
      logger: log,
      stopTimeoutMs: 5_000,
      definitions: [
        ...jobDefinitions,
        domainEventsJob(() => builtApp.events),
        paymentNotificationsJob(() => paymentFlowOf(builtApp)),
        paymentFollowUpJob(() => followUpDepsOf(builtApp)),
        notificationSendingJob(() => senderDepsOf(builtApp)),
        registrationSweepJob(
          () => ({
            store,
            leaseMs: config.registrationLeaseMs,
            contextFor: async (project) =>
              registrationContextOf(builtApp, project, {
                onlineAvailable: await onlinePaymentsAvailable(paymentDepsOf(builtApp), project),
                onError: (error) =>
                  log.error({ err: error, eventId: project.eventId }, 'registration failed'),
              }),
          }),
          config.registrationSweepEverySeconds,
        ),
        ...builtApp.pluginJobs,
      ],
    });
  } catch (error) {
    await app?.close();
    await store.close();
    throw error;
  }

  const shutdown = createShutdown({ app, jobs, store, log });
  installGracefulShutdown(shutdown, log);

  try {
    await app.listen({ port: config.port, host: config.host });
    await jobs.start();
    app.events.startWatching();
  } catch (error) {
    await shutdown(); // release the data directory and the job locks before exiting
    throw error;
  }

  const demoUser = seeded ? null : await store.db.collection(USERS).findOne({ email: DEMO_ADMIN_EMAIL });
  process.stdout.write(banner(config.publicUrl, seeded || demoUser !== null));
}

main().catch((error: unknown) => {
  // Errors with a code and a message meant for the operator are printed without a stack.
  const message =
    error instanceof PluginLoadError || error instanceof ConfigError || error instanceof JournalDamageError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Nie udało się uruchomić Zapisy:\n${message}\n`);
  process.exit(1);
});
