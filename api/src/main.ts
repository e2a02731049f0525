/**
 * `npm run serve`: loads the configuration, opens the store (embedded under DATA_DIR unless MONGODB_URI
 * is set), seeds the demo into an empty store, starts jobs and the HTTP server, prints where to go, and
 * shuts down gracefully on SIGINT/SIGTERM.
 */
import 'reflect-metadata';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { createShutdown, installGracefulShutdown } from './http/shutdown.js';
import { createJobs } from './jobs/index.js';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_PROJECT_DOMAIN, seedDemo, USERS } from './seed/index.js';
import { openStore } from './storage/index.js';

export function banner(publicUrl: string, showLogin: boolean): string {
  const lines = ['', `  Zapisy działa: ${publicUrl}`, `  Panel administracyjny: ${publicUrl}/admin`];
  if (showLogin) lines.push(`  Logowanie: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
  lines.push(
    `  API: ${publicUrl}/services/api (dokumentacja: ${publicUrl}/services/api/docs)`,
    '',
    '  Osadzenie formularza na dowolnej stronie:',
    `    <script async src="${publicUrl}/embed.js"></script>`,
    `    <div data-zapisy-widget="form" data-project="${DEMO_PROJECT_DOMAIN}"></div>`,
    '',
  );
  return lines.join('\n');
}

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

  let seeded: boolean;
  try {
    seeded = (await seedDemo(store, log)).seeded;
  } catch (error) {
    await store.close();
    throw error;
  }

  const jobs = await createJobs({
    store,
    ...(config.mongodbUri ? { mongodbUri: config.mongodbUri } : {}),
    logger: log,
    stopTimeoutMs: 5_000,
  });

  const app = await buildApp({ config, store, logger: log });
  const shutdown = createShutdown({ app, jobs, store, log });
  installGracefulShutdown(shutdown, log);

  await app.listen({ port: config.port, host: config.host });
  await jobs.start();

  const demoUser = seeded ? null : await store.db.collection(USERS).findOne({ email: DEMO_ADMIN_EMAIL });
  process.stdout.write(banner(config.publicUrl, seeded || demoUser !== null));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Nie udało się uruchomić Zapisy:\n${message}\n`);
  process.exit(1);
});
