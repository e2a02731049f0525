import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { formEditorHref } from '../../editor/editor-href.js';
import { formEditorApi } from '../../editor/form-editor-api.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { ProductRow } from './pricing-api.js';
import { productPlace, withProductListed } from './product-fields.js';

/**
 * After a product is added: whether the registration form offers it. A Product field that lists its
 * products does not offer a new one until it is edited, so the notice says so and adds the product to
 * the draft of the form in one click (publishing stays the organizer's step in the editor).
 */
export function NewProductNotice({
  eventId,
  product,
  onClose,
}: {
  eventId: string;
  product: ProductRow;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The editor is outside the admin's router: a page load on the same project, never /admin/glowne/….
  const editor = formEditorHref('formularza', useProject().current?.event.domainName);
  const key = ['form', eventId, 'registration'] as const;
  const form = useQuery({ queryKey: key, queryFn: () => formEditorApi.load(api, eventId, 'registration') });
  const [listed, setListed] = useState(false);
  const add = useFormMutation({
    mutationFn: async () => {
      const current = await formEditorApi.load(api, eventId, 'registration');
      const data = withProductListed(current.draft.data, product.productId);
      return formEditorApi.saveDraft(api, eventId, 'registration', { data, revision: current.revision });
    },
  });
  if (!form.data) return null;
  const published = productPlace(form.data.published?.data ?? null, product.productId);
  const draft = productPlace(form.data.draft.data, product.productId);
  if (published === 'offered') return null;
  const name = `„${product.name}”`;
  return (
    <Notice tone="warning">
      {listed || (draft === 'offered' && published === 'not-listed') ? (
        <p>
          Produkt {name} jest już w szkicu formularza zgłoszeń. Uczestnicy zobaczą go po publikacji:{' '}
          <a href={editor}>otwórz edytor formularza</a> i wybierz „Publikuj”.
        </p>
      ) : draft === 'not-listed' ? (
        <>
          <p>
            Formularz zgłoszeń nie oferuje jeszcze produktu {name}: pole „Produkt” pokazuje tylko wybrane
            produkty.
          </p>
          <FormErrors errors={add.errors} />
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={add.busy}
            onClick={() =>
              void add.run().then((saved) => {
                if (saved === undefined) return;
                setListed(true);
                void queryClient.invalidateQueries({ queryKey: key });
              })
            }
          >
            {add.busy ? 'Dodawanie…' : 'Dodaj do pola „Produkt”'}
          </button>
        </>
      ) : (
        <p>
          Formularz zgłoszeń nie ma pola „Produkt”, więc produkt {name} nie jest nigdzie oferowany.{' '}
          <a href={editor}>Dodaj pole „Produkt” w edytorze formularza</a>.
        </p>
      )}
      <button type="button" className="za-link-button" onClick={onClose}>
        Zamknij
      </button>
    </Notice>
  );
}
