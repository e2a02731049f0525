import type { PublicProduct } from '@zapisy/core';
import type { FormRenderContext } from '@zapisy/plugin-form-fields/widget';
import { createContext, useContext } from 'react';

/** The editor shows cells as they will look: the project's products, but no uploads or installments. */
export function previewRenderContext(products: readonly PublicProduct[]): FormRenderContext {
  return { apiBase: '', eventId: '', products, installments: [], installmentSchedules: {}, preview: true };
}

const EMPTY_PREVIEW = previewRenderContext([]);

export const PreviewRenderContext = createContext<FormRenderContext>(EMPTY_PREVIEW);

export function usePreviewRenderContext(): FormRenderContext {
  return useContext(PreviewRenderContext);
}
