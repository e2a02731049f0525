import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChunkErrorPage } from '../../host-admin/src/components/ChunkErrorPage.js';
import { EnvBanner } from '../../host-admin/src/components/EnvBanner.js';
import { ErrorPage } from '../../host-admin/src/components/ErrorPage.js';
import { Spinner } from '../../host-admin/src/components/Spinner.js';

const meta = {
  title: 'Panel/Strony awaryjne',
  id: 'panel-strony-awaryjne',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BladWczytywania: Story = {
  name: 'Błąd wczytywania (nieaktualna wersja)',
  render: () => <ChunkErrorPage onBack={() => {}} onReload={() => {}} />,
};

export const CosPoszloNieTak: Story = {
  name: 'Coś poszło nie tak',
  render: () => (
    <ErrorPage
      error={new Error("Cannot read properties of undefined (reading 'billings')")}
      onRetry={() => {}}
    />
  ),
};

export const Wczytywanie: Story = {
  name: 'Wczytywanie',
  render: () => <Spinner label="Wczytywanie demo.zapisy.pl..." />,
};

export const BanerTestowa: Story = {
  name: 'Baner TESTOWA',
  render: () => <EnvBanner environment="test" version="0.1.0" />,
};

export const BanerDev: Story = {
  name: 'Baner DEV',
  render: () => <EnvBanner environment="development" />,
};
