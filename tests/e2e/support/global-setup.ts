import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.js';
import { startThirdPartySite } from './third-party-site.js';
import { startZapisy } from './zapisy-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    zapisyUrl: string;
    zapisyPort: number;
    thirdPartyUrl: string;
  }
}

/** One built Zapisy server and one third-party site for the whole e2e run. */
export default async function setup(project: TestProject) {
  const [port, sitePort, deadPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const zapisy = await startZapisy(port);
  const site = await startThirdPartySite(sitePort, zapisy.url, `http://127.0.0.1:${deadPort}`);
  project.provide('zapisyUrl', zapisy.url);
  project.provide('zapisyPort', port);
  project.provide('thirdPartyUrl', `http://127.0.0.1:${sitePort}`);
  return async () => {
    await new Promise((resolve) => site.close(resolve));
    const code = await zapisy.stop();
    if (code !== 0) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
  };
}
