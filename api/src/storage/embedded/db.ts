/** StoreDb over the embedded engine. */
import type { Document } from 'mongodb';
import type { StoreCollection, StoreDb } from '../port.js';
import { EmbeddedCollection } from './collection.js';
import type { Engine } from './engine.js';

export class EmbeddedDb implements StoreDb {
  private readonly collections = new Map<string, EmbeddedCollection>();

  constructor(private readonly engine: Engine) {}

  get databaseName(): string {
    return this.engine.dbName;
  }

  collection<TSchema extends Document = Document>(name: string): StoreCollection<TSchema> {
    if (!name || name.includes('$') || name.includes('\0'))
      throw new Error(`Invalid collection name: '${name}'`);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new EmbeddedCollection(this.engine, name);
      this.collections.set(name, collection);
    }
    return collection as unknown as StoreCollection<TSchema>;
  }

  async dropCollection(name: string): Promise<boolean> {
    const dropped = this.engine.dropCollection(name);
    await this.engine.durable();
    return dropped;
  }

  async dropDatabase(): Promise<boolean> {
    this.engine.dropDatabase();
    await this.engine.durable();
    return true;
  }
}
