import type { ComponentProps } from 'react';
import { FORM_WIDGET_CSS, FormWidgetView } from '../../widgets/form/src/index.js';
import { ShadowFrame } from './ShadowFrame.js';

/** The form widget's view in its shadow root, as wide as a host page's column: the form stories' render. */
export function renderFormWidget(args: ComponentProps<typeof FormWidgetView>) {
  return (
    <div style={{ maxWidth: 560 }}>
      <ShadowFrame css={FORM_WIDGET_CSS} rootClassName="zapisy-root">
        <FormWidgetView {...args} />
      </ShadowFrame>
    </div>
  );
}
