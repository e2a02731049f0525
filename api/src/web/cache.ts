/** Cache-Control values of everything the web plugin serves (documented in widgets/embed/README.md). */
export const CACHE = {
  /** Versioned widget assets and hashed admin assets: the URL changes whenever the bytes do. */
  immutable: 'public, max-age=31536000, immutable',
  /** /embed.js: a stable URL pasted into strangers' pages, so a fix reaches them within minutes. */
  loader: 'public, max-age=300',
  /** /widgets/manifest.json: tells loaders which version to fetch; short so deploys spread fast. */
  manifest: 'public, max-age=60',
  /** HTML (admin index, hosted pages, error pages). */
  noCache: 'no-cache',
  /** Error answers must not be cached by a CDN. */
  noStore: 'no-store',
} as const;
