/**
 * bench:payments — the servers, all in this process on 127.0.0.1: the built Zapisy app on a fresh embedded
 * store in a temp directory with the real Paynow and Przelewy24 plugins and the payment-notifications job
 * (as `npm run serve` runs it), the two plugins' local fake gateways (PAYMENT_GATEWAY_URL_* point at them),
 * and a sink that keeps the notifications the fakes send, so the bench can deliver them itself (timed,
 * duplicated, reordered). Nothing listens beyond the loopback address.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'reflect-metadata';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import paynowPlugin from '@zapisy/plugin-payment-paynow';
import { type FakePaynowGateway, startFakePaynowGateway } from '@zapisy/plugin-payment-paynow/fake';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import {
  type FakePrzelewy24Gateway,
  startFakePrzelewy24Gateway,
} from '@zapisy/plugin-payment-przelewy24/fake';
import translationTypesPlugin from '@zapisy/plugin-translation-types';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../http/logger.js';
import { createJobs, type Jobs } from '../jobs/index.js';
import { paymentFlowOf } from '../modules/payments/app-flow.js';
import { paymentNotificationsJob } from '../modules/payments/notifications-job.js';
import { openStore, type Store } from '../storage/index.js';
import { HOST } from './servers.js';

/** A notification a fake gateway sent, as it went out (body and headers untouched). */
export interface CapturedNotification {
  provider: 'paynow' | 'przelewy24';
  /** The fake's own target path (P24: the payment's urlStatus); the bench posts it to the app. */
  path: string | null;
  body: string;
  headers: Record<string, string>;
}

export interface PaymentsBenchServers {
  app: FastifyInstance;
  store: Store;
  /** `http://127.0.0.1:<port>` of the app. */
  origin: string;
  p24: FakePrzelewy24Gateway;
  paynow: FakePaynowGateway;
  /** Everything the fakes sent so far, oldest first. */
  captured: CapturedNotification[];
  close(): Promise<void>;
}

async function startSink(captured: CapturedNotification[]): Promise<{ url: string; server: HttpServer }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers.signature;
      captured.push({
        provider: 'paynow',
        path: null,
        body: Buffer.concat(chunks).toString('utf8'),
        headers: {
          'content-type': 'application/json',
          ...(typeof signature === 'string' ? { signature } : {}),
        },
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  return { url: `http://${HOST}:${(server.address() as AddressInfo).port}/paynow`, server };
}

export async function startPaymentsBenchServers(): Promise<PaymentsBenchServers> {
  const captured: CapturedNotification[] = [];
  const sink = await startSink(captured);
  // No redelivery schedule: the bench delivers the fakes' notifications itself (with its own duplicates).
  const p24 = await startFakePrzelewy24Gateway({
    notifyDelaysMs: [],
    postJson: async (url, body) => {
      captured.push({
        provider: 'przelewy24',
        path: new URL(url).pathname,
        body,
        headers: { 'content-type': 'application/json' },
      });
      return 200;
    },
  });
  const paynow = await startFakePaynowGateway({ notifyDelaysMs: [], notificationUrl: sink.url });

  const dataDir = await mkdtemp(join(tmpdir(), 'zapisy-bench-payments-'));
  // No SMTP and no MongoDB from the caller's environment: nothing leaves 127.0.0.1.
  const { SMTP_URL: _url, SMTP_HOST: _host, MONGODB_URI: _mongodb, ...env } = process.env;
  const config = loadConfig({
    // Registrations and payment starts come from 127.0.0.1 by the hundred: no limits, no bot check.
    RATE_LIMITS: 'off',
    BOT_PROTECTION: 'off',
    ...env,
    PUBLIC_URL: `http://${HOST}`,
    ZAPISY_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST,
    PAYMENT_GATEWAY_URL_PRZELEWY24: p24.url,
    PAYMENT_GATEWAY_URL_PAYNOW: paynow.url,
  });
  const store = await openStore({ dataDir, dbName: config.dbName });
  const logger = createLogger(config.logLevel);
  const app = await buildApp({
    config,
    store,
    logger,
    plugins: [translationTypesPlugin, formFieldsPlugin, przelewy24Plugin, paynowPlugin],
  });
  await app.listen({ host: HOST, port: 0 });
  const jobs: Jobs = await createJobs({
    store,
    logger,
    stopTimeoutMs: 5_000,
    definitions: [paymentNotificationsJob(() => paymentFlowOf(app))],
  });
  await jobs.start();
  const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

  return {
    app,
    store,
    origin,
    p24,
    paynow,
    captured,
    async close() {
      await jobs.stop();
      await app.close();
      await p24.close();
      await paynow.close();
      sink.server.closeAllConnections();
      await new Promise<void>((resolve) => sink.server.close(() => resolve()));
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
