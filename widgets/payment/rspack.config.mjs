// Payment widget: a Module Federation remote `zapisy_payment` exposing `./mount`.
// Built by `node scripts/build-web.mjs widgets/payment`; served by api/src/web under
// /widgets/payment/<version>/ (the version is the content hash written to dist/zapisy-widget.json).
import { federatedWidgetConfig } from '../../scripts/web/rspack-shared.mjs';

export default federatedWidgetConfig({
  name: 'payment',
  dir: new URL('.', import.meta.url),
  exposes: { './mount': './src/mount.tsx' },
});
