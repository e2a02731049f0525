import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text types worth gzipping ahead of time. */
export function isCompressible(file: string): boolean {
  return /\.(m?js|css|json|map|html|txt|svg)$/i.test(file);
}

/** Looks like a static file request (has an extension), as opposed to an SPA route. */
export function hasAssetExtension(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last) && !last.endsWith('.html');
}

/** rspack's `[name].[contenthash].js` style names: safe to cache for a year. */
export function isHashedFileName(path: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path);
}
