/**
 * The contract of a project's copy (Duplikuj and Nowa edycja, second document §2): every module that keeps
 * data per project registers a `ProjectCopyContributor` saying what it copies and which of its ids the copy
 * renames; the projects module runs them all in one transaction (modules/projects/copy-project.ts), so the
 * projects module never reaches into another module's collections and a module added later only adds its
 * contributor to the list in modules/projects/copy-contributors.ts.
 *
 * The copy runs in two passes over the contributors, in the order of the list:
 * 1. `mapIds`: each contributor gives the documents it copies their new ids (`context.ids.add`), before
 *    anything is written, so every contributor sees every id of the copy;
 * 2. `copy`: each contributor writes its copies through its own tenant repository of `context.to`, passing
 *    every value that may name an id through `context.ids.remap` (a form field's product ids, a price-list
 *    rule naming an installments plan, a participant's chosen product, …).
 */
import type { ProjectRecord } from '../modules/projects/index.js';
import type { Store, StoreSession } from '../storage/index.js';
import type { ProjectIdMap } from './id-map.js';

/** 'duplicate' (Duplikuj) or 'new-edition' (Nowa edycja). */
export type ProjectCopyMode = 'duplicate' | 'new-edition';

export interface ProjectCopyContext {
  store: Store;
  /** The copy's transaction: every read and write of a contributor passes it. */
  session: StoreSession;
  /** The source project as it was before the copy (its name and domain may change in the same copy). */
  from: ProjectRecord;
  /** The copy as it is written (inserted before the `copy` pass). */
  to: ProjectRecord;
  mode: ProjectCopyMode;
  /**
   * Spec §2: Duplikuj copies participant and customer data, Nowa edycja does not. Whatever follows the
   * participants (what they hold of the stock, their choices) goes with them only when this is true.
   */
  copiesPeople: boolean;
  /** Old id → new id of everything the copy renames; the source's eventId maps to the copy's. */
  ids: ProjectIdMap;
  now: Date;
}

export interface ProjectCopyContributor {
  /** What it copies, in Polish (for the audit and errors), e.g. 'formularze'. */
  name: string;
  /** Gives the documents it will copy their new ids; nothing is written here. */
  mapIds?(context: ProjectCopyContext): Promise<void>;
  /** Writes the copies (ids through `context.ids`), inside `context.session`. */
  copy(context: ProjectCopyContext): Promise<void>;
}
