/**
 * `npm run store:repair -- --data-dir ./data [--db zapisy]`: repairs the embedded store's journal after
 * the start refused it as damaged (see embedded/journal-damage.ts). Keeps a backup, cuts the journal at
 * its last good line and prints what it dropped. Run it with the server stopped.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repairJournal } from './embedded/journal-repair.js';
import { DEFAULT_DB_NAME } from './index.js';

function main(): number {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, db: { type: 'string' } },
    strict: true,
  });
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  const storeDir = join(dataDir, values.db ?? process.env.MONGODB_DB ?? DEFAULT_DB_NAME);
  if (!existsSync(storeDir)) {
    process.stderr.write(`Nie ma katalogu magazynu ${storeDir} / no store directory ${storeDir}\n`);
    return 1;
  }
  const result = repairJournal(storeDir);
  if (!result.damage) {
    process.stdout.write(`Dziennik w ${storeDir} jest cały; nic nie zmieniono. / The journal is intact.\n`);
    return 0;
  }
  const { damage } = result;
  process.stdout.write(
    [
      `Uszkodzenie: ${damage.file}, wiersz ${damage.line} (${damage.reason})`,
      `Kopia zapasowa / backup: ${result.backupDir}`,
      `Ostatni dobry wiersz / last good line: ${damage.lastGood.line} (bajt ${damage.lastGood.bytes}, ` +
        `wpis ${damage.lastGood.seq})`,
      `Usunięto wierszy / lines dropped: ${result.droppedLines}` +
        (result.removedFiles.length > 0 ? ` (także pliki ${result.removedFiles.join(', ')})` : ''),
      'Teraz uruchom serwer ponownie. / Start the server again.',
      '',
    ].join('\n'),
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`Naprawa dziennika nie powiodła się / repair failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
