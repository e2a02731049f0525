import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../../host-admin/src/screens/history/audit-labels.js';

const apiSource = fileURLToPath(new URL('../../api/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The 'area.verb' codes of the files that write audit entries (recordAudit, a money write's `audit`). */
function recordedActionCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit\(|audit: \{|AUDIT_ACTION/.test(text)) continue;
    for (const match of text.matchAll(
      /'((?:organization|permissions|project|user|participant|customer|billing|payment|invoice)\.[A-Za-z-]+)'/g,
    ))
      codes.add(match[1]!);
  }
  return [...codes].sort();
}

describe('the audit log names every action the API records in Polish (no raw code reaches the organizer)', () => {
  it('each action code written in api/src has its label', () => {
    const codes = recordedActionCodes();
    expect(codes).toContain('participant.self-update');
    expect(codes).toContain('billing.manual-charge');
    expect(codes.filter((code) => !AUDIT_ACTION_LABELS[code])).toEqual([]);
  });
});
