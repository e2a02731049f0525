/** The `mongodb` adapter: the driver's own Db and ClientSession, no wrappers. */
import { MongoClient } from 'mongodb';
import type { Store, StoreSession } from './port.js';

export async function openMongoStore(uri: string, dbName?: string): Promise<Store> {
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db(dbName);
  return {
    kind: 'mongodb',
    db,
    startSession: () => client.startSession(),
    withTransaction: <T>(fn: (session: StoreSession) => Promise<T>) =>
      client.withSession((session) => session.withTransaction(() => fn(session))),
    async isEmpty() {
      const collections = await db.listCollections({}, { nameOnly: true }).toArray();
      for (const { name } of collections) {
        if (name.startsWith('system.')) continue;
        if ((await db.collection(name).countDocuments({}, { limit: 1 })) > 0) return false;
      }
      return true;
    },
    close: () => client.close(),
  };
}
