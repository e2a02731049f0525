/** One process per data directory: a LOCK file holding the owner's pid. A dead owner's lock is taken over. */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const openInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `Katalog danych ${dir} jest już używany przez inny proces (pid ${pid}); zatrzymaj go albo ustaw inny DATA_DIR. ` +
      `/ Data directory ${dir} is already in use by another process (pid ${pid}); stop it or set another DATA_DIR.`,
  );
}

export function acquireLock(dir: string): () => void {
  const file = join(dir, 'LOCK');
  if (openInThisProcess.has(file)) throw inUse(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      openInThisProcess.add(file);
      return () => {
        openInThisProcess.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw inUse(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
