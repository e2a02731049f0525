import { useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@zapisy/core';
import type { AnswerControlContext } from '@zapisy/plugin-form-fields/editor';
import { useApi, useTypedApi } from '../../app/services.js';
import { useProjectDocument } from '../../project/use-project-document.js';
import { pricingApi } from '../pricing/pricing-api.js';
import { participantFormsApi } from './participant-forms-api.js';

export interface AnswerForm {
  /** The published registration form's fields (empty when nothing is published). */
  definition: FormDefinition;
  /** The project's products and installments plans, by which product and plan answers are named. */
  context: AnswerControlContext;
}

/**
 * What editing a participant's answers needs: the registration form's fields with their kinds, the
 * project's products (all of them, a disabled one a participant bought keeps its name) and its plans.
 */
export function useAnswerForm(eventId: string | null) {
  const api = useApi();
  const typed = useTypedApi();
  const project = useProjectDocument(eventId);
  const form = useQuery({
    queryKey: ['participants', eventId ?? '', 'answer-form'],
    queryFn: async () => {
      const [definition, products] = await Promise.all([
        participantFormsApi.registrationDefinition(api, eventId ?? ''),
        pricingApi.products(typed, eventId ?? ''),
      ]);
      return { definition, products };
    },
    enabled: Boolean(eventId),
  });
  const plans = project.data?.payments?.installments?.configurations ?? [];
  const data: AnswerForm | undefined =
    form.data && (project.data || project.isError)
      ? {
          definition: form.data.definition,
          context: {
            products: form.data.products.map((product) => ({
              productId: product.productId,
              name: product.name,
            })),
            installments: plans.map((plan) => ({ definitionId: plan.definitionId, name: plan.name })),
          },
        }
      : undefined;
  return { data, isLoading: form.isLoading || project.isLoading, error: form.error };
}
