import type { Preview } from '@storybook/react-vite';
// The admin host's global stylesheet (za- classes), as in host-admin/dist.
import '../../host-admin/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
