import { Controller, Get, Header } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_VERSION_HEADER, type CatalogVersion } from '@usedcars/contract/types';
import type { FastifyInstance } from 'fastify';
import { Public } from '../common/auth-decorators';
import { ReadReplicas } from '../replicas';
import { CatalogCache } from './catalog-cache';

/** On a public read whose answer depends on the catalog's tables only (what the catalog events tell of). */
export const CatalogAnswer = () => RouteConfig({ catalogAnswer: true });

/**
 * Names the catalog's version on the answers of CatalogAnswer routes. Read as the request arrives, before the answer
 * is made, so a write that lands meanwhile makes the version that follows differ: whoever keeps the answer checks it
 * again then. (A Fastify hook rather than a Nest interceptor, which would cost every such request a few per cent.)
 *
 * Their reads are public reads (ReadReplicas.publicRead): they may be answered by a read replica that holds every
 * catalog write heard here. The rest of the routes read the primary only.
 */
export function nameCatalogVersions(
  fastify: FastifyInstance,
  cache: CatalogCache,
  replicas: ReadReplicas,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!(request.routeOptions.config as { catalogAnswer?: boolean }).catalogAnswer) return done();
    void reply.header(CATALOG_VERSION_HEADER, cache.version);
    // The handler runs in the hooks' continuation: its queries see the public read.
    replicas.publicRead(() => done());
  });
}

@ApiTags('catalog')
@Controller('catalog')
export class CatalogVersionController {
  constructor(private readonly cache: CatalogCache) {}

  @Public()
  @Get('version')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: `The catalog's version on this instance: answers that carried it in ${CATALOG_VERSION_HEADER} hold while it is unchanged`,
  })
  version(): CatalogVersion {
    return { version: this.cache.version };
  }
}
