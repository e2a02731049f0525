/**
 * What the participants hold of a copied project's stock (issue 14 "products (stock reset)"). The copy's
 * stock is the source's full stock less what the copy's own participants hold:
 * - Duplikuj copies the participants with what they hold (`reserved`, remapped to the copy's products), so
 *   the products keep the stock left and the limited options the places taken;
 * - Nowa edycja copies no participant, so every piece the source's participants hold is given back to the
 *   copy's products and no limited option starts taken.
 * Registrations in flight at the moment of the copy hold stock of the source only.
 */

import {
  copyTenantDocuments,
  type ProjectCopyContext,
  type ProjectCopyContributor,
} from '../../project-copy/index.js';
import { releaseProductInventory } from '../products/index.js';
import { participantsOf } from '../projects/index.js';
import { OPTION_STOCK, type OptionStockRecord, optionStockId } from './option-stock.js';
import { heldReservation } from './reservation.js';

/** Pieces per product the source's participants hold. */
async function piecesHeld(context: ProjectCopyContext): Promise<Map<string, number>> {
  const { store, from, session } = context;
  const tenant = { organizationId: from.organizationId, eventId: from.eventId };
  const pieces = new Map<string, number>();
  const participants = await participantsOf(store, tenant).find({}, { session }).toArray();
  for (const participant of participants) {
    const held = await heldReservation(store, tenant, participant, session);
    for (const { productId, count } of held?.products ?? []) {
      pieces.set(productId, (pieces.get(productId) ?? 0) + count);
    }
  }
  return pieces;
}

export const stockCopyContributor: ProjectCopyContributor = {
  name: 'stany magazynowe',
  copy: async (context) => {
    const { to, ids, session, store } = context;
    if (context.copiesPeople) {
      await copyTenantDocuments<OptionStockRecord>(context, OPTION_STOCK, {
        rewrite: (copy) => ({ ...copy, _id: optionStockId(to.eventId, copy.field, copy.value) }),
      });
      return;
    }
    const tenant = { organizationId: to.organizationId, eventId: to.eventId };
    for (const [productId, count] of await piecesHeld(context)) {
      if (count > 0) await releaseProductInventory(store, tenant, ids.id(productId), count, session);
    }
  },
};
