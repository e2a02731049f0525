import 'reflect-metadata';
import Fastify from 'fastify';
const dist = '/work/main/api/dist';
const v = process.argv[2];
const { loadConfig } = await import(`${dist}/config.js`);
const { createLogger } = await import(`${dist}/http/logger.js`);
const { serverOptions, installKernel } = await import(`${dist}/http/kernel.js`);
const config = loadConfig({ LOG_LEVEL: 'info' });
let app;
const body = { environment: 'production', version: '0.1.0', host: 'localhost:3000', apiPath: '/services/api', filesPath: '/images', store: 'embedded', features: { googleSignIn: false, facebookSignIn: false } };
if (v === 'bare') { app = Fastify(); }
else if (v === 'bare+log') { app = Fastify({ loggerInstance: createLogger('info') }); }
else if (v === 'opts') { app = Fastify(serverOptions(config, createLogger('info'))); }
else if (v === 'opts-nolog') { app = Fastify(serverOptions(config, false)); }
else if (v === 'kernel') { app = Fastify(serverOptions(config, createLogger('info'))); await installKernel(app, config, { version: '0' }); }
else if (v === 'kernel-nolog') { app = Fastify(serverOptions(config, false)); await installKernel(app, config, { version: '0' }); }
app.get('/services/api/env', { config: { handlerTimeout: false } }, async () => body);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: app.server.address().port });
process.on('message', () => process.send({ cpu: process.cpuUsage() }));
process.on('disconnect', () => process.exit(0));
