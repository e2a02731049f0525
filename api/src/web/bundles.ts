/**
 * Reads the built widgets (`widgets/<name>/dist`) once, at start-up: their `zapisy-widget.json` metadata
 * and every file, kept in memory with a gzip copy. Requests never touch the disk, and a rebuild while the
 * server runs does not change what it serves (restart to publish a new version).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf, isCompressible } from './content-types.js';

export const WIDGET_META_FILE = 'zapisy-widget.json';
const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

export interface WidgetMeta {
  name: string;
  version: string;
  /** Remote widgets: MF container name, remote entry file and exposed module. */
  container?: string;
  entry?: string;
  expose?: string;
  /** The embed loader: its file in dist. */
  file?: string;
}

export interface WidgetBundle {
  meta: WidgetMeta;
  dir: string;
  files: Map<string, StaticFile>;
}

export interface WebBundles {
  /** The embed loader (`widgets/embed/dist/embed.js`), if built. */
  embed?: { meta: WidgetMeta; file: StaticFile };
  /** Remote widgets by name (`form`, ...). */
  widgets: Map<string, WidgetBundle>;
  /** Human-readable problems found while reading (logged at start-up). */
  problems: string[];
}

export function staticFile(path: string, body: Buffer, etagSeed: string): StaticFile {
  const file: StaticFile = { body, type: contentTypeOf(path), etag: `"${etagSeed}"` };
  if (isCompressible(path) && body.length > 512) file.gzip = gzipSync(body, { level: 9 });
  return file;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry));
    if (statSync(path).isFile()) out.push(relative(dir, path).split(sep).join('/'));
  }
  return out.sort();
}

function readMeta(dir: string, problems: string[]): WidgetMeta | undefined {
  const path = join(dir, WIDGET_META_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const meta = JSON.parse(readFileSync(path, 'utf8')) as Partial<WidgetMeta>;
    if (typeof meta.name !== 'string' || !NAME.test(meta.name)) throw new Error('missing or invalid "name"');
    if (typeof meta.version !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(meta.version)) {
      throw new Error('missing or invalid "version"');
    }
    return meta as WidgetMeta;
  } catch (error) {
    problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Scans `<webRoot>/widgets/<dir>/dist/zapisy-widget.json` for every widget package. */
export function readWebBundles(webRoot: string): WebBundles {
  const bundles: WebBundles = { widgets: new Map(), problems: [] };
  const widgetsDir = join(webRoot, 'widgets');
  if (!existsSync(widgetsDir)) {
    bundles.problems.push(`${widgetsDir} does not exist`);
    return bundles;
  }
  for (const pkg of readdirSync(widgetsDir).sort()) {
    const dist = join(widgetsDir, pkg, 'dist');
    if (!existsSync(dist) || !statSync(dist).isDirectory()) continue;
    const meta = readMeta(dist, bundles.problems);
    if (!meta) continue;
    if (meta.name === 'embed') {
      const file = meta.file ?? 'embed.js';
      const path = join(dist, file);
      if (!existsSync(path)) {
        bundles.problems.push(`${path} is missing`);
        continue;
      }
      bundles.embed = { meta, file: staticFile(path, readFileSync(path), meta.version) };
      continue;
    }
    if (!meta.container || !meta.entry || !meta.expose) {
      bundles.problems.push(
        `${join(dist, WIDGET_META_FILE)}: a remote widget needs container, entry and expose`,
      );
      continue;
    }
    const files = new Map<string, StaticFile>();
    for (const name of listFiles(dist)) {
      if (name === WIDGET_META_FILE) continue;
      files.set(name, staticFile(name, readFileSync(join(dist, name)), `${meta.version}-${name}`));
    }
    if (!files.has(meta.entry)) {
      bundles.problems.push(`${join(dist, meta.entry)} (the remote entry) is missing`);
      continue;
    }
    bundles.widgets.set(meta.name, { meta, dir: dist, files });
  }
  return bundles;
}
