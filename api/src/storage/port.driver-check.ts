/**
 * Compile-time proof that the official driver satisfies the storage port: if a driver upgrade changes a
 * signature the port relies on, `tsc` fails here. Nothing in this file runs.
 */
import type {
  AggregationCursor,
  ChangeStream,
  ChangeStreamDocument,
  ClientSession,
  Collection,
  Db,
  FindCursor,
  WithId,
} from 'mongodb';
import type {
  StoreChangeStream,
  StoreCollection,
  StoreCursor,
  StoreDb,
  StoreResultCursor,
  StoreSession,
} from './port.js';

interface Sample {
  _id: string;
  organizationId: string;
  stock: number;
}

type Proofs = [
  StoreCollection<Sample>,
  StoreDb,
  StoreSession,
  StoreCursor<WithId<Sample>>,
  StoreResultCursor<Sample>,
  StoreChangeStream<ChangeStreamDocument<Sample>>,
];

export const driverSatisfiesPort: Proofs = [
  null as unknown as Collection<Sample>,
  null as unknown as Db,
  null as unknown as ClientSession,
  null as unknown as FindCursor<WithId<Sample>>,
  null as unknown as AggregationCursor<Sample>,
  null as unknown as ChangeStream<Sample>,
];
