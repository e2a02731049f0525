/**
 * Tenant-scoped access to a collection: every read, count, update, delete and aggregation is ANDed with
 * the tenant filter, every insert and upsert is stamped with it, and a filter, document or update that
 * names another tenant is refused with ForbiddenError. Routes use repositories, so none can forget it.
 */
import { ForbiddenError } from '@zapisy/core';
import type {
  DeleteResult,
  Document,
  Filter,
  InsertManyResult,
  InsertOneResult,
  OptionalUnlessRequiredId,
  UpdateFilter,
  UpdateResult,
  WithId,
  WithoutId,
} from 'mongodb';
import type {
  StoreCollection,
  StoreCountOptions,
  StoreCursor,
  StoreFindOneAndDeleteOptions,
  StoreFindOneAndUpdateOptions,
  StoreFindOptions,
  StoreReplaceOptions,
  StoreResultCursor,
  StoreSessionOption,
  StoreUpdateOptions,
} from './port.js';

export interface Tenant {
  organizationId: string;
  eventId?: string;
}

type TenantField = 'organizationId' | 'eventId';

/** Stages that read other collections: they get the tenant filter too. */
function scopeStage(stage: Document, tenantMatch: Document): Document {
  const [name] = Object.keys(stage);
  if (name === '$out' || name === '$merge') throw new ForbiddenError();
  if (name === '$lookup') {
    const spec = stage.$lookup as Document;
    return {
      $lookup: { ...spec, pipeline: [{ $match: tenantMatch }, ...((spec.pipeline as Document[]) ?? [])] },
    };
  }
  if (name === '$unionWith') {
    const spec = stage.$unionWith as Document | string;
    const coll = typeof spec === 'string' ? spec : spec.coll;
    const pipeline = typeof spec === 'string' ? [] : ((spec.pipeline as Document[]) ?? []);
    return { $unionWith: { coll, pipeline: [{ $match: tenantMatch }, ...pipeline] } };
  }
  if (name === '$graphLookup') {
    const spec = stage.$graphLookup as Document;
    const restrict = spec.restrictSearchWithMatch as Document | undefined;
    return {
      $graphLookup: {
        ...spec,
        restrictSearchWithMatch: restrict ? { $and: [restrict, tenantMatch] } : tenantMatch,
      },
    };
  }
  if (name === '$facet') {
    const facets = stage.$facet as Record<string, Document[]>;
    return {
      $facet: Object.fromEntries(
        Object.entries(facets).map(([key, pipeline]) => [
          key,
          pipeline.map((s) => scopeStage(s, tenantMatch)),
        ]),
      ),
    };
  }
  return stage;
}

export class TenantRepository<TSchema extends Document> {
  private readonly scopeFields: [TenantField, string][];

  constructor(
    protected readonly collection: StoreCollection<TSchema>,
    protected readonly tenant: Tenant,
  ) {
    if (!tenant.organizationId) throw new ForbiddenError();
    this.scopeFields = [['organizationId', tenant.organizationId]];
    if (tenant.eventId !== undefined) this.scopeFields.push(['eventId', tenant.eventId]);
  }

  /** The tenant's equality filter, e.g. `{ organizationId, eventId }`. */
  protected get tenantFilter(): Document {
    return Object.fromEntries(this.scopeFields);
  }

  /** The caller's filter restricted to the tenant. A filter naming another tenant is refused. */
  protected scope(filter: Filter<TSchema> = {}): Filter<TSchema> {
    for (const [field, value] of this.scopeFields) {
      if (field in filter && (filter as Document)[field] !== value) throw new ForbiddenError();
    }
    return { ...filter, ...this.tenantFilter } as Filter<TSchema>;
  }

  /** Stamps the tenant on a new or replacing document; a document of another tenant is refused. */
  protected stamp<D extends Document>(doc: D): D {
    const out: Document = { ...doc };
    for (const [field, value] of this.scopeFields) {
      if (out[field] !== undefined && out[field] !== value) throw new ForbiddenError();
      out[field] = value;
    }
    return out as D;
  }

  /** Updates may not move a document to another tenant or remove its tenant fields. */
  protected guardUpdate(update: UpdateFilter<TSchema>): UpdateFilter<TSchema> {
    for (const [operator, fields] of Object.entries(update as Document)) {
      if (!fields || typeof fields !== 'object') continue;
      for (const path of Object.keys(fields)) {
        const root = path.split('.')[0] as TenantField;
        const scoped = this.scopeFields.find(([field]) => field === root);
        if (!scoped) continue;
        const sameValue = (operator === '$set' || operator === '$setOnInsert') && path === root;
        if (!sameValue || (fields as Document)[path] !== scoped[1]) throw new ForbiddenError();
      }
    }
    return update;
  }

  find(filter?: Filter<TSchema>, options?: StoreFindOptions): StoreCursor<WithId<TSchema>> {
    return this.collection.find(this.scope(filter), options);
  }

  findOne(filter?: Filter<TSchema>, options?: StoreFindOptions): Promise<WithId<TSchema> | null> {
    return this.collection.findOne(this.scope(filter), options);
  }

  countDocuments(filter?: Filter<TSchema>, options?: StoreCountOptions): Promise<number> {
    return this.collection.countDocuments(this.scope(filter), options);
  }

  distinct(key: string, filter?: Filter<TSchema>, options?: StoreSessionOption): Promise<unknown[]> {
    return this.collection.distinct(key, this.scope(filter), options);
  }

  insertOne(
    doc: OptionalUnlessRequiredId<TSchema>,
    options?: StoreSessionOption,
  ): Promise<InsertOneResult<TSchema>> {
    const stamped = this.stamp(doc);
    return this.collection.insertOne(stamped, options).then((result) => {
      (doc as Document)._id = result.insertedId;
      return result;
    });
  }

  insertMany(
    docs: ReadonlyArray<OptionalUnlessRequiredId<TSchema>>,
    options?: StoreSessionOption & { ordered?: boolean },
  ): Promise<InsertManyResult<TSchema>> {
    return this.collection.insertMany(
      docs.map((doc) => this.stamp(doc)),
      options,
    );
  }

  updateOne(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreUpdateOptions,
  ): Promise<UpdateResult<TSchema>> {
    return this.collection.updateOne(this.scope(filter), this.guardUpdate(update), options);
  }

  updateMany(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreUpdateOptions,
  ): Promise<UpdateResult<TSchema>> {
    return this.collection.updateMany(this.scope(filter), this.guardUpdate(update), options);
  }

  replaceOne(
    filter: Filter<TSchema>,
    replacement: WithoutId<TSchema>,
    options?: StoreReplaceOptions,
  ): Promise<UpdateResult<TSchema>> {
    return this.collection.replaceOne(this.scope(filter), this.stamp(replacement), options);
  }

  findOneAndUpdate(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreFindOneAndUpdateOptions,
  ): Promise<WithId<TSchema> | null> {
    return this.collection.findOneAndUpdate(this.scope(filter), this.guardUpdate(update), options);
  }

  findOneAndDelete(
    filter: Filter<TSchema>,
    options?: StoreFindOneAndDeleteOptions,
  ): Promise<WithId<TSchema> | null> {
    return this.collection.findOneAndDelete(this.scope(filter), options);
  }

  deleteOne(filter: Filter<TSchema>, options?: StoreSessionOption): Promise<DeleteResult> {
    return this.collection.deleteOne(this.scope(filter), options);
  }

  deleteMany(filter: Filter<TSchema>, options?: StoreSessionOption): Promise<DeleteResult> {
    return this.collection.deleteMany(this.scope(filter), options);
  }

  /** `$match` on the tenant comes first; stages reading other collections are scoped as well. */
  aggregate<T extends Document = Document>(
    pipeline: Document[] = [],
    options?: StoreSessionOption,
  ): StoreResultCursor<T> {
    const tenantMatch = this.tenantFilter;
    return this.collection.aggregate<T>(
      [{ $match: tenantMatch }, ...pipeline.map((stage) => scopeStage(stage, tenantMatch))],
      options,
    );
  }
}
