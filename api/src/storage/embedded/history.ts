/**
 * What open transactions need to keep reading their snapshot: for each document changed while some
 * transaction was open, the versions it replaced, newest first, each tagged with the sequence number of
 * the commit that replaced it. A transaction that started at sequence S reads a document as the `before`
 * of the oldest change after S (or the committed version when nothing changed after S).
 *
 * One record per changed document and commit, whatever the number of open transactions (copying each
 * pre-image into every open transaction made a commit cost grow with the number of concurrent requests).
 * Versions no open transaction can see are dropped by `trim`; all of it when none is open.
 */
import type { Doc } from './values.js';

interface Version {
  /** The commit that replaced `before`. */
  seq: number;
  /** The document before that commit; null: it did not exist. */
  before: Doc | null;
  older: Version | undefined;
}

export class SnapshotHistory {
  private readonly collections = new Map<string, Map<string, Version>>();

  get isEmpty(): boolean {
    return this.collections.size === 0;
  }

  /** Commit `seq` replaced `before` (undefined: the document did not exist) of `coll`/`key`. */
  record(coll: string, key: string, before: Doc | undefined, seq: number): void {
    let versions = this.collections.get(coll);
    if (!versions) {
      versions = new Map();
      this.collections.set(coll, versions);
    }
    versions.set(key, { seq, before: before ?? null, older: versions.get(key) });
  }

  /** The document as a transaction started at `since` sees it; undefined when nothing changed since. */
  versionAt(coll: string, key: string, since: number): Doc | null | undefined {
    let version = this.collections.get(coll)?.get(key);
    if (!version || version.seq <= since) return undefined;
    while (version.older && version.older.seq > since) version = version.older;
    return version.before;
  }

  changedSince(coll: string, key: string, since: number): boolean {
    const version = this.collections.get(coll)?.get(key);
    return version !== undefined && version.seq > since;
  }

  /** Whether any document of `coll` changed after `since` (a scan must then look at the history). */
  hasChanges(coll: string): boolean {
    return (this.collections.get(coll)?.size ?? 0) > 0;
  }

  *keysChangedSince(coll: string, since: number): Iterable<string> {
    const versions = this.collections.get(coll);
    if (!versions) return;
    for (const [key, version] of versions) if (version.seq > since) yield key;
  }

  /** Drops the versions only transactions started before `oldestStart` could see. */
  trim(oldestStart: number): void {
    for (const [coll, versions] of this.collections) {
      for (const [key, head] of versions) {
        if (head.seq <= oldestStart) {
          versions.delete(key);
          continue;
        }
        let version = head;
        while (version.older && version.older.seq > oldestStart) version = version.older;
        version.older = undefined;
      }
      if (versions.size === 0) this.collections.delete(coll);
    }
  }

  clear(): void {
    this.collections.clear();
  }
}
