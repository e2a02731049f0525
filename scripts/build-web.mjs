#!/usr/bin/env node
// Builds the web packages (widgets, admin host) with rspack's JS API and prints their sizes.
//
//   node scripts/build-web.mjs                 # widgets/embed, widgets/form, widgets/payment, host-admin
//   node scripts/build-web.mjs widgets/form    # only the given package directories
//
// Each directory provides `rspack.config.mjs` whose default export is a config, an array of configs, or
// a (possibly async) function returning either. Compile errors fail the process with readable messages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DEFAULT_DIRS = ['widgets/embed', 'widgets/form', 'widgets/payment', 'host-admin'];

async function loadConfigs(dir) {
  const file = join(root, dir, 'rspack.config.mjs');
  const mod = await import(pathToFileURL(file).href);
  let config = mod.default;
  if (typeof config === 'function') config = await config({ production: true }, { mode: 'production' });
  return Array.isArray(config) ? config : [config];
}

function run(compiler) {
  return new Promise((resolvePromise, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) reject(err);
        else resolvePromise(stats);
      });
    });
  });
}

function listJs(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (file.endsWith('.js') && statSync(file).isFile()) out.push(file);
  }
  return out.sort();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function printSizes(rows) {
  const header = ['package', 'file', 'raw', 'gzip'];
  const table = [header, ...rows.map((r) => [r.pkg, r.file, kb(r.raw), kb(r.gzip)])];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table.slice(1)) console.log(line(row));
  const totals = new Map();
  for (const r of rows) {
    const t = totals.get(r.pkg) ?? { raw: 0, gzip: 0 };
    t.raw += r.raw;
    t.gzip += r.gzip;
    totals.set(r.pkg, t);
  }
  console.log('');
  for (const [pkg, t] of totals) console.log(`${pkg}: ${kb(t.raw)} raw, ${kb(t.gzip)} gzip (all .js)`);
}

async function main() {
  const { rspack } = await import('@rspack/core');
  const args = process.argv.slice(2).map((d) => d.replace(/\/+$/, ''));
  const dirs = args.length
    ? args
    : DEFAULT_DIRS.filter((d) => existsSync(join(root, d, 'rspack.config.mjs')));
  if (args.length) {
    const missing = args.filter((d) => !existsSync(join(root, d, 'rspack.config.mjs')));
    if (missing.length) {
      console.error(`build-web: no rspack.config.mjs in ${missing.join(', ')}`);
      process.exit(1);
    }
  }
  const rows = [];
  let failed = false;
  for (const dir of dirs) {
    const started = performance.now();
    let configs;
    try {
      configs = await loadConfigs(dir);
    } catch (err) {
      console.error(`build-web: ${dir}/rspack.config.mjs could not be loaded:\n${err?.stack ?? err}`);
      failed = true;
      continue;
    }
    const outDirs = new Set();
    let dirFailed = false;
    for (const config of configs) {
      const compiler = rspack({ mode: 'production', ...config });
      let stats;
      try {
        stats = await run(compiler);
      } catch (err) {
        console.error(`build-web: ${dir} failed:\n${err?.stack ?? err}`);
        dirFailed = true;
        continue;
      }
      const info = stats.toJson({ all: false, errors: true, warnings: true, outputPath: true });
      for (const w of info.warnings ?? []) console.warn(`build-web: ${dir} warning: ${w.message}`);
      if (stats.hasErrors()) {
        dirFailed = true;
        console.error(`build-web: ${dir} has compile errors:`);
        for (const e of info.errors ?? [])
          console.error(`\n${e.moduleName ? `${e.moduleName}\n` : ''}${e.message}`);
        continue;
      }
      if (info.outputPath) outDirs.add(info.outputPath);
    }
    if (dirFailed) {
      failed = true;
      continue;
    }
    for (const out of outDirs) {
      for (const file of listJs(out)) {
        const buf = readFileSync(file);
        rows.push({
          pkg: dir,
          file: relative(root, file),
          raw: buf.length,
          gzip: gzipSync(buf, { level: 9 }).length,
        });
      }
    }
    console.log(`build-web: ${dir} built in ${Math.round(performance.now() - started)} ms`);
  }
  if (rows.length) printSizes(rows);
  if (failed) {
    console.error('\nbuild-web: FAILED (see errors above)');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
