import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BusinessError,
  HttpError,
  paymentsSettingsSchema,
  TimeoutError,
  ValidationError,
} from '@zapisy/core';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountRoutes } from '../../host-admin/src/account/AccountRoutes.js';
import { ROUTER_FUTURE } from '../../host-admin/src/app/App.js';
import { EnvProvider } from '../../host-admin/src/app/env-context.js';
import { Layout } from '../../host-admin/src/app/Layout.js';
import { ServicesProvider, useFeedback } from '../../host-admin/src/app/services.js';
import { DuplicateModal, NewEditionModal } from '../../host-admin/src/project/CopyProjectModals.js';
import { SchemaForm } from '../../host-admin/src/schema-form/SchemaForm.js';
import type { FieldSchema } from '../../host-admin/src/schema-form/schema-utils.js';
import { useSchemaForm } from '../../host-admin/src/schema-form/use-schema-form.js';
import { ProjectChoiceScreen } from '../../host-admin/src/screens/ProjectChoiceScreen.js';
import { storyServices } from './story-services.js';

function WithServices({ loggedIn = true, children }: { loggedIn?: boolean; children: ReactNode }) {
  const [services] = useState(() => storyServices({ loggedIn }));
  return (
    <ServicesProvider services={services}>
      <EnvProvider value={{ environment: 'test', version: '0.1.0', host: 'zapisy.pl' }}>
        {children}
      </EnvProvider>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Panel/Konta, projekty i powiadomienia',
  id: 'panel-konta-projekty',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const account = (path: string): Story['render'] =>
  function AccountStory() {
    return (
      <WithServices loggedIn={false}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          <AccountRoutes />
        </MemoryRouter>
      </WithServices>
    );
  };

export const Logowanie: Story = {
  name: 'Logowanie (brak dostępu)',
  render: account('/zaloguj?error=accessDenied&referer=%2Fadmin'),
};
export const Rejestracja: Story = { name: 'Rejestracja', render: account('/zarejestruj') };
export const ResetHasla: Story = { name: 'Reset hasła', render: account('/resetuj-haslo') };
export const Wylogowano: Story = { name: 'Wylogowano', render: account('/wylogowano') };

export const Wybor: Story = {
  name: 'Wybór projektu',
  render: () => (
    <WithServices>
      <MemoryRouter initialEntries={['/glowna/wybor']} future={ROUTER_FUTURE}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="glowna/wybor"
              element={<ProjectChoiceScreen route={{ path: 'glowna/wybor', title: 'Wybór projektu' }} />}
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </WithServices>
  ),
};

const PAYMENTS_FORM: FieldSchema = {
  type: 'object',
  properties: { payments: paymentsSettingsSchema as unknown as FieldSchema },
};

function PaymentsForm() {
  const form = useSchemaForm<Record<string, unknown>>(PAYMENTS_FORM, {
    payments: { ...paymentsSettingsSchema.default, daysLate: 400 },
  });
  return (
    <div style={{ padding: 24 }}>
      <form
        className="za-form za-settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          form.validate();
        }}
        noValidate
      >
        <SchemaForm
          schema={PAYMENTS_FORM}
          value={form.value}
          onChange={(v) => form.setValue(v as Record<string, unknown>)}
          errors={form.errors}
        />
        <div className="za-form__actions">
          <button type="submit" className="za-button">
            Sprawdź (Ajv jak na serwerze)
          </button>
        </div>
      </form>
    </div>
  );
}

export const FormularzZeSchematu: Story = {
  name: 'Formularz ze schematu (Płatności)',
  render: () => (
    <WithServices>
      <PaymentsForm />
    </WithServices>
  ),
};

function FeedbackButtons() {
  const feedback = useFeedback();
  const cases: [string, () => void][] = [
    ['Błąd biznesowy (409)', () => feedback.handleError(new BusinessError('Domena jest zajęta'))],
    [
      'Błąd walidacji (400)',
      () =>
        feedback.handleError(
          new ValidationError([
            'event.name: pole jest wymagane',
            'payments.daysLate: wartość musi być mniejsza lub równa 365',
          ]),
        ),
    ],
    [
      'HTTP 500',
      () =>
        feedback.handleError(
          new HttpError({ status: 500, path: '/project/p1', message: 'Wystąpił wewnętrzny błąd serwera' }),
        ),
    ],
    ['Przekroczenie czasu (504)', () => feedback.handleError(new TimeoutError())],
    ['Inny błąd', () => feedback.handleError(new Error('Nieznany stan formularza'))],
    [
      'Przetwarzanie w tle',
      () =>
        feedback.toast({
          kind: 'background',
          title: 'Przetwarzanie w tle',
          message: 'Rozpoczęto przetwarzanie w tle: 3 elementy',
        }),
    ],
    ['Zapisano zmiany', () => feedback.success()],
  ];
  return (
    <div style={{ padding: 24, display: 'flex', gap: 10, flexWrap: 'wrap' }}>
      {cases.map(([label, run]) => (
        <button key={label} type="button" className="za-button za-button--secondary" onClick={run}>
          {label}
        </button>
      ))}
    </div>
  );
}

export const Powiadomienia: Story = {
  name: 'Powiadomienia i okna błędów (§8)',
  render: () => (
    <WithServices>
      <FeedbackButtons />
    </WithServices>
  ),
};

const demo = { eventId: 'p1', event: { name: 'Obozy 2026', domainName: 'obozy' } };

export const Duplikat: Story = {
  name: 'Okno „Duplikuj”',
  render: () => (
    <WithServices>
      <DuplicateModal project={demo} nouns={null} onClose={() => {}} onDone={() => {}} openTab={() => null} />
    </WithServices>
  ),
};

export const NowaEdycja: Story = {
  name: 'Okno „Nowa edycja”',
  render: () => (
    <WithServices>
      <NewEditionModal project={demo} nouns={null} onClose={() => {}} onDone={() => {}} />
    </WithServices>
  ),
};
