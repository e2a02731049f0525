/** Renders the form editor of project p1 ('szkola', registration form) with a fake API and widget loader. */
import { render } from '@testing-library/react';
import type { FormValue } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { createAppServices, ServicesProvider } from '../app/services.js';
import { type FormCanvasComponentProps, FormEditor } from '../editor/FormEditor.js';
import type { FormDocument } from '../editor/form-editor-api.js';
import { WidgetLoaderContext } from '../federation/FederatedWidget.js';
import { type FakeCall, fakeFetch, json } from './fake-api.js';

/** The registration form document of p1 with `data` as its draft at `revision`. */
export const formDocument = (data: FormValue, revision: number): FormDocument => ({
  eventId: 'p1',
  type: 'registration',
  draft: { isSurvey: false, definition: [], data },
  published: null,
  revision,
  publishedRevision: null,
  previewUid: 'prev-1',
});

/** A `PUT /forms/p1/registration` answer: the sent draft stored as `revision`. */
export const savedAsRevision = (revision: number) => (call: FakeCall) =>
  json(formDocument((call.body as { data: FormValue }).data, revision));

export function renderFormEditor(
  routes: Record<string, unknown>,
  {
    cells = [],
    Canvas,
    now,
  }: {
    cells?: readonly FormFieldEditorCell[];
    Canvas: ComponentType<FormCanvasComponentProps>;
    now?: () => Date;
  },
) {
  const fake = fakeFetch(routes);
  const services = createAppServices({ fetchImpl: fake.fetch, navigateTo: vi.fn(), reload: vi.fn() });
  const loader = vi.fn(async () => ({ mount: vi.fn(() => undefined) }));
  render(
    <ServicesProvider services={services}>
      <WidgetLoaderContext.Provider value={loader}>
        <FormEditor
          eventId="p1"
          domain="szkola"
          type="registration"
          title="Edycja formularza zapisów"
          cells={cells}
          Canvas={Canvas}
          now={now}
        />
      </WidgetLoaderContext.Provider>
    </ServicesProvider>,
  );
  return { calls: fake.calls, loader };
}
