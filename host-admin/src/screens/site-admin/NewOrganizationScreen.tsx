import { ORGANIZATION_SUBSCRIPTION_STATUSES } from '@zapisy/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { useSchemaForm } from '../../schema-form/use-schema-form.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { subscriptionLabel } from './OrganizationsScreen.js';
import { type NewOrganization, siteAdminApi } from './site-admin-api.js';

/** The body of `POST /site-admin/organizations` (api siteAdminOrganizationCreateSchema). */
export const NEW_ORGANIZATION_SCHEMA: FieldSchema = {
  title: 'Nowa organizacja',
  type: 'object',
  required: ['name', 'ownerEmail'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', title: 'Nazwa organizacji', minLength: 1, maxLength: 200, pattern: '\\S' },
    ownerEmail: {
      type: 'string',
      title: 'E-mail właściciela',
      format: 'email',
      maxLength: 254,
      description:
        'Istniejące konto zostaje właścicielem; dla nowego adresu zakładamy konto i wysyłamy zaproszenie.',
    },
    ownerFirstName: { type: 'string', title: 'Imię właściciela', maxLength: 100 },
    ownerLastName: { type: 'string', title: 'Nazwisko właściciela', maxLength: 100 },
    subscriptionStatus: {
      type: 'string',
      title: 'Status subskrypcji',
      enum: [...ORGANIZATION_SUBSCRIPTION_STATUSES],
      default: 'free',
      description: ORGANIZATION_SUBSCRIPTION_STATUSES.map((s) => `${s}: ${subscriptionLabel(s)}`).join('; '),
    },
  },
};

/** /admin/site-admin/nowa-organizacja. */
export function NewOrganizationScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const form = useSchemaForm<Partial<NewOrganization>>(NEW_ORGANIZATION_SCHEMA, {
    subscriptionStatus: 'free',
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [created, setCreated] = useState<{ name: string; email: string; ownerCreated: boolean } | null>(null);
  const create = useFormMutation({
    mutationFn: (body: NewOrganization) => siteAdminApi.createOrganization(api, body),
    invalidates: [queryKeys.siteOrganizations(), queryKeys.siteUsers()],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.valid) {
      setProblems(checked.messages);
      return;
    }
    setProblems([]);
    const body = Object.fromEntries(
      Object.entries(checked.value).filter(([, v]) => v !== ''),
    ) as unknown as NewOrganization;
    const answer = await create.run(body);
    if (!answer) return;
    setCreated({
      name: answer.organization.name,
      email: answer.owner.email,
      ownerCreated: answer.ownerCreated,
    });
    form.reset({ subscriptionStatus: 'free' });
    feedback.success(`Utworzono organizację ${answer.organization.name}`);
  };

  return (
    <ScreenFrame title={route.title}>
      {created && (
        <Notice tone="success">
          Organizacja <strong>{created.name}</strong> została utworzona. Właściciel: {created.email}
          {created.ownerCreated ? ' (nowe konto: wysłaliśmy zaproszenie e-mailem).' : '.'}{' '}
          <Link to="/site-admin/organizacje">Lista organizacji</Link>
        </Notice>
      )}
      <form
        className="za-card za-form za-form--narrow"
        onSubmit={submit}
        noValidate
        aria-label="Nowa organizacja"
      >
        <SchemaForm
          schema={NEW_ORGANIZATION_SCHEMA}
          value={form.value}
          onChange={(v) => form.setValue(v as Partial<NewOrganization>)}
          errors={form.errors}
        />
        <FormErrors errors={problems} />
        <FormErrors errors={create.errors} title="Nie udało się utworzyć organizacji:" />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={create.busy}>
            Utwórz organizację
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
