import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EnvProvider } from '../../host-admin/src/app/env-context.js';
import { Layout } from '../../host-admin/src/app/Layout.js';
import { ServicesProvider } from '../../host-admin/src/app/services.js';
import { FederatedWidget } from '../../host-admin/src/federation/FederatedWidget.js';
import type { WidgetLoader } from '../../host-admin/src/federation/types.js';
import type { Environment } from '../../host-admin/src/lib/env.js';
import { ADMIN_ROUTES } from '../../host-admin/src/routes/table.js';
import { ComingSoon } from '../../host-admin/src/screens/ComingSoon.js';
import { NotFound } from '../../host-admin/src/screens/NotFound.js';
import { storyServices } from './story-services.js';

/** The shell (logged in, fake API) with the sidebar grouped by area; screens without lazy chunks. */
function Shell({ path, environment }: { path: string; environment: Environment }) {
  return (
    <ServicesProvider services={storyServices()}>
      <EnvProvider value={{ environment, version: '0.1.0' }}>
        <MemoryRouter
          initialEntries={[path]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Routes>
            <Route element={<Layout />}>
              {ADMIN_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<ComingSoon route={route} />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </EnvProvider>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Panel/Powłoka panelu',
  id: 'panel-powloka',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { path: '/ustawienia/projekt', environment: 'production' },
  argTypes: {
    environment: { control: 'inline-radio', options: ['production', 'test', 'development'] },
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wkrotce: Story = { name: 'Ekran „Wkrótce”' };

export const Testowa: Story = {
  name: 'Środowisko testowe',
  args: { path: '/finanse/czarna-lista', environment: 'test' },
};

export const NieZnaleziono: Story = { name: '404', args: { path: '/nie-ma-takiej-strony' } };

const fakeLoader: WidgetLoader = async () => ({
  mount(element, options) {
    const box = document.createElement('div');
    box.style.cssText = 'padding:24px;border:1px dashed #94a3b8;border-radius:10px;background:#fff';
    box.textContent = `Widżet formularza dla projektu ${options.project} (API: ${options.apiBase})`;
    element.append(box);
    return () => box.remove();
  },
});

const failingLoader: WidgetLoader = async () => {
  throw new Error('Nie udało się pobrać manifestu widżetów (HTTP 503).');
};

export const WidzetFederacyjny: StoryObj<typeof FederatedWidget> = {
  name: 'FederatedWidget (atrapa)',
  render: () => (
    <div style={{ padding: 24 }}>
      <FederatedWidget
        name="form"
        options={{ project: 'obozy-2026', apiBase: 'https://demo.zapisy.pl/services/api' }}
        loader={fakeLoader}
      />
    </div>
  ),
};

export const WidzetBlad: StoryObj<typeof FederatedWidget> = {
  name: 'FederatedWidget (błąd)',
  render: () => (
    <div style={{ padding: 24 }}>
      <FederatedWidget
        name="form"
        options={{ project: 'obozy-2026', apiBase: '/services/api' }}
        loader={failingLoader}
      />
    </div>
  ),
};
