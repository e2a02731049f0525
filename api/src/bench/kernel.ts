/**
 * `npm run bench:kernel`: requests/s and p50/p99 latency of `GET /services/api/env` on the built Zapisy
 * server next to a bare Fastify route returning the same body, in the same run. Both servers run in
 * child processes on 127.0.0.1 with the same connections, duration and warm-up; rounds alternate so
 * drift hits both. The figure is the median over rounds of kernel / bare (target ≥ 70%).
 *
 * Next to req/s it prints the server process's CPU time per request (from `process.cpuUsage()` over IPC):
 * a second view of the same cost, though on a busy machine it moves too.
 *
 * Options (env): BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 5),
 * BENCH_WARMUP (s, default 3), LOG_LEVEL for the kernel (default info, as in production; logs go nowhere).
 */
import { cpus, loadavg } from 'node:os';
import {
  type Autocannon,
  cpuOf,
  loadAutocannon,
  runBench,
  type Server,
  serveBare,
  serveZapisy,
  startServer,
} from './servers.js';
import { verdictLines } from './verdict.js';

const PATH = '/services/api/env';

const BARE_BODY = {
  environment: 'production',
  version: '0.1.0',
  host: 'localhost:3000',
  apiPath: '/services/api',
  filesPath: '/images',
  store: 'embedded',
  features: { googleSignIn: false, facebookSignIn: false },
};

function start(kind: 'kernel' | 'bare'): Promise<Server> {
  return startServer(import.meta.url, kind, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time (user + system) per request, microseconds. */
  cpu: number;
  bad: number;
}

async function measure(
  autocannon: Autocannon,
  name: string,
  server: Server,
  connections: number,
  duration: number,
): Promise<Row> {
  const before = await cpuOf(server);
  const r = await autocannon({ url: `${server.origin}${PATH}`, connections, duration, pipelining: 1 });
  const cpu = (await cpuOf(server)) - before;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpu: cpu / Math.max(1, r.requests.total),
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

function table(rows: Row[]): string {
  const head = ['server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    r.cpu.toFixed(1),
    String(r.bad),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medianRow(name: string, rows: Row[]): Row {
  return {
    name,
    rps: median(rows.map((r) => r.rps)),
    p50: median(rows.map((r) => r.p50)),
    p99: median(rows.map((r) => r.p99)),
    cpu: median(rows.map((r) => r.cpu)),
    bad: rows.reduce((s, r) => s + r.bad, 0),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function runBenchmark(): Promise<void> {
  const autocannon = loadAutocannon();
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);

  const bare = await start('bare');
  const kernel = await start('kernel');
  try {
    process.stdout.write(
      `GET ${PATH}: ${connections} connections, ${rounds} rounds of ${duration} s per server, ${warmup} s warm-up, ` +
        `kernel LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${cpus().length} CPUs, load average ${load()}\n\n`,
    );
    await measure(autocannon, 'warm-up', bare, connections, warmup);
    await measure(autocannon, 'warm-up', kernel, connections, warmup);

    const bareRows: Row[] = [];
    const kernelRows: Row[] = [];
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // A round measures both servers back to back (alternating which goes first), so a round's ratio
      // compares them under the same conditions; the figure is the median of the rounds' ratios.
      const order = round % 2 === 1 ? (['bare', 'kernel'] as const) : (['kernel', 'bare'] as const);
      for (const which of order) {
        if (which === 'bare')
          bareRows.push(await measure(autocannon, `bare Fastify #${round}`, bare, connections, duration));
        else
          kernelRows.push(
            await measure(autocannon, `Zapisy kernel #${round}`, kernel, connections, duration),
          );
      }
      ratios.push(kernelRows[round - 1]!.rps / bareRows[round - 1]!.rps);
    }
    const rows = bareRows.flatMap((b, i) => [b, kernelRows[i]!]);
    const bareMedian = medianRow('bare Fastify (median)', bareRows);
    const kernelMedian = medianRow('Zapisy kernel (median)', kernelRows);
    process.stdout.write(`${table([...rows, bareMedian, kernelMedian])}\n\n`);
    const ratio = median(ratios);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    process.stdout.write(
      `ratio kernel / bare (median of ${rounds} paired rounds): ${pct(ratio)} of bare Fastify's requests/s ` +
        `(rounds: ${ratios.map(pct).join(', ')}; target >= 70%: ${ratio >= 0.7 ? 'met' : 'NOT met'})\n` +
        `CPU per request (median): bare ${bareMedian.cpu.toFixed(1)} µs, kernel ${kernelMedian.cpu.toFixed(1)} µs ` +
        `(bare / kernel = ${pct(bareMedian.cpu / kernelMedian.cpu)})\n` +
        `load average at the end: ${load()}\n\n`,
    );
    const rate = (x: number) => Math.round(x).toLocaleString('en-US');
    for (const line of verdictLines({
      name: 'bench:kernel',
      figure: { label: 'req/s (median)', value: kernelMedian.rps, format: rate },
      bare: { label: 'req/s (median)', value: bareMedian.rps, format: rate },
      ratioTarget: 0.7,
      ratio: { value: ratio, label: `ratio (median of ${rounds} paired rounds)` },
    }))
      process.stdout.write(`${line}\n`);
  } finally {
    bare.child.disconnect();
    kernel.child.disconnect();
  }
}

runBench(
  {
    kernel: async () => ({ port: (await serveZapisy()).port }),
    bare: async () => ({ port: await serveBare(PATH, BARE_BODY) }),
  },
  runBenchmark,
);
