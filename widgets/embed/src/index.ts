// Zapisy embed loader. One tag on any page:
//   <script async src="https://zapisy.example/embed.js"></script>
//   <div data-zapisy-widget="form" data-project="demo"></div>
// See widgets/embed/README.md for options, the JS API and error codes.
import { installApi } from './api.js';
import { createLoader } from './loader.js';
import { findOrigin } from './origin.js';

declare const __ZAPISY_EMBED_VERSION__: string;

function boot(): void {
  const win = window;
  const doc = document;
  win.performance?.mark?.('zapisy:loader-start');
  const existing = (win as unknown as { Zapisy?: { loaded?: boolean; scan?: () => void } }).Zapisy;
  if (existing?.loaded) {
    // The loader was included twice: the first copy owns the page; just pick up new elements.
    existing.scan?.();
    return;
  }
  const loader = createLoader(win, findOrigin(doc, doc.currentScript));
  installApi(win, loader, __ZAPISY_EMBED_VERSION__);
  loader.scan();
  loader.observe();
  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', () => loader.scan(), { once: true });
}

boot();
