import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/package.json');
const autocannon = require('autocannon');
const N = 80000;
const results = {};
for (let round = 0; round < 2; round++)
for (const v of process.argv.slice(2)) {
  const child = fork('/work/main/api/.tmp-kbench/v.mjs', [v], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise((r) => child.once('message', (m) => r(m.port)));
  const url = `http://127.0.0.1:${port}/services/api/env`;
  await autocannon({ url, connections: 50, amount: 20000 });
  const cpu = () => new Promise((r) => { child.once('message', (m) => r(m.cpu)); child.send('cpu'); });
  const a = await cpu();
  await autocannon({ url, connections: 50, amount: N });
  const b = await cpu();
  (results[v] ??= []).push(((b.user + b.system - a.user - a.system) / N).toFixed(1));
  child.disconnect();
}
for (const [k, v] of Object.entries(results)) console.log(k.padEnd(14), v.join('  '));
