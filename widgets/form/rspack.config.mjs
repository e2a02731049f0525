// Form widget: a Module Federation remote `zapisy_form` exposing `./mount`.
// Built by `node scripts/build-web.mjs widgets/form`; served by api/src/web under
// /widgets/form/<version>/ (the version is the content hash written to dist/zapisy-widget.json).
import { federatedWidgetConfig } from '../../scripts/web/rspack-shared.mjs';

export default federatedWidgetConfig({
  name: 'form',
  dir: new URL('.', import.meta.url),
  exposes: { './mount': './src/mount.tsx' },
});
