import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts the built server (`npm run serve`) on the embedded store in a fresh data directory. */
export async function startZapisy(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const main = join(repoRoot, 'api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` before the e2e tests`);
  const dataDir = mkdtempSync(join(tmpdir(), 'zapisy-e2e-'));
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ZAPISY_ENV: 'test',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Zapisy exited early:\n${log}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/services/api/env`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Zapisy did not answer within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
