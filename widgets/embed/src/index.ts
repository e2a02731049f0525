// Zapisy embed loader. On any page:
//   <script async src="https://zapisy.example/embed.js"></script>
//   <div data-zapisy-widget="form" data-project="demo"></div>
// or one tag (./script-tag.ts):
//   <script async src="https://zapisy.example/embed.js" data-widget="payment" data-project="demo" data-k="…"></script>
// See widgets/embed/README.md for options, the JS API and error codes.
import { installApi } from './api.js';
import { createLoader } from './loader.js';
import { findOrigin } from './origin.js';
import { placeScriptTagWidget } from './script-tag.js';

declare const __ZAPISY_EMBED_VERSION__: string;

function boot(): void {
  const win = window;
  const doc = document;
  placeScriptTagWidget(doc, doc.currentScript);
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
