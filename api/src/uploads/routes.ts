import type { FastifyInstance } from 'fastify';

/** Routes of this module (being built in issue 5). */
export default async function routes(_app: FastifyInstance): Promise<void> {}
