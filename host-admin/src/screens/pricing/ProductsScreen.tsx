import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatGrosze, vatRateLabel } from '@zapisy/core';
import { useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { TableHead } from '../../components/TableHead.js';
import { FormErrors } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { NewProductNotice } from './NewProductNotice.js';
import { NEW_PRODUCT_DRAFT, ProductDialog, type ProductDraft } from './ProductDialog.js';
import { type ProductRow, pricingApi } from './pricing-api.js';

const limit = (value: number | null) => (value === null ? 'bez limitu' : String(value));

/**
 * /admin/ustawienia/produkty: the project's products (second document §3 Product: name default
 * '< Nowy produkt >', price, inventory, maxCount, durationMinutes, visibility rule).
 */
export function ProductsScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const { current } = useProject();
  const eventId = current?.eventId;
  const queryClient = useQueryClient();
  const productsKey = queryKeys.products(eventId ?? '');
  const products = useQuery({
    queryKey: productsKey,
    queryFn: () => pricingApi.products(api, eventId ?? ''),
    enabled: Boolean(eventId),
  });
  const setProducts = (update: (rows: ProductRow[]) => ProductRow[]) =>
    queryClient.setQueryData<ProductRow[]>(productsKey, (rows) => update(rows ?? []));
  const [editing, setEditing] = useState<ProductDraft | null>(null);
  const [added, setAdded] = useState<ProductRow | null>(null);
  // Each write puts its answer into the cached list (setProducts), so nothing is read again.
  const remove = useFormMutation({
    mutationFn: (id: string) => pricingApi.deleteProduct(api, eventId ?? '', id),
  });

  // 'Dodaj produkt' opens a draft: nothing is stored until the dialog is saved.
  const add = () => setEditing({ ...NEW_PRODUCT_DRAFT });
  const keep = (saved: ProductRow, created: boolean) =>
    setProducts((rows) =>
      created ? [...rows, saved] : rows.map((p) => (p.productId === saved.productId ? saved : p)),
    );

  return (
    <ProjectScreenFrame
      title={route.title}
      meta={(project) => project.event.name}
      actions={() => (
        <button type="button" className="za-button" onClick={add}>
          Dodaj produkt
        </button>
      )}
    >
      {(project) => (
        <>
          {!products.data ? (
            <Spinner label="Wczytywanie produktów…" />
          ) : (
            <>
              <FormErrors errors={remove.errors} />
              {added && (
                <NewProductNotice eventId={project.eventId} product={added} onClose={() => setAdded(null)} />
              )}
              <table className="za-table" data-testid="products">
                <TableHead
                  columns={[
                    'Nazwa',
                    'Cena',
                    'VAT',
                    'Dostępne sztuki',
                    'Maks. w koszyku',
                    'Czas (min)',
                    'Widoczność',
                    'Stan',
                  ]}
                  hiddenColumns={['Akcje']}
                />
                <tbody>
                  {products.data.length === 0 && (
                    <tr>
                      <td colSpan={9}>Brak produktów. Dodaj pierwszy produkt.</td>
                    </tr>
                  )}
                  {products.data.map((product) => (
                    <tr key={product.productId} data-testid="product-row">
                      <td>
                        {product.name}
                        {product.description && <div className="za-field__hint">{product.description}</div>}
                      </td>
                      <td className="za-number">{formatGrosze(product.price)}</td>
                      <td>{product.vatRate ? vatRateLabel(product.vatRate) : 'jak w projekcie'}</td>
                      <td>{limit(product.inventory)}</td>
                      <td>{limit(product.maxCount)}</td>
                      <td>{product.durationMinutes ?? '—'}</td>
                      <td>{product.visibilityRule?.humanRule || 'zawsze'}</td>
                      <td>
                        <span
                          className={`za-badge${product.enabled ? ' za-badge--success' : ' za-badge--muted'}`}
                        >
                          {product.enabled ? 'aktywny' : 'wyłączony'}
                        </span>
                      </td>
                      <td>
                        <button type="button" className="za-link-button" onClick={() => setEditing(product)}>
                          Edytuj
                        </button>{' '}
                        <button
                          type="button"
                          className="za-link-button"
                          onClick={() => {
                            if (!window.confirm(`Usunąć produkt „${product.name}”?`)) return;
                            void remove.run(product.productId).then((done) => {
                              if (done === undefined) return;
                              setProducts((rows) => rows.filter((p) => p.productId !== product.productId));
                              feedback.success('Usunięto produkt');
                            });
                          }}
                        >
                          Usuń
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {editing && (
            <ProductDialog
              eventId={project.eventId}
              product={editing}
              onClose={() => setEditing(null)}
              onSaved={(saved, created) => {
                keep(saved, created);
                setEditing(null);
                if (created) setAdded(saved);
                feedback.success(created ? 'Dodano produkt' : undefined);
              }}
            />
          )}
        </>
      )}
    </ProjectScreenFrame>
  );
}
