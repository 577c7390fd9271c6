import { Global, Module } from '@nestjs/common';
import { CatalogEvents } from './catalog-events';

/** Global: every module that writes what the catalog shows publishes here, and the catalog listens. */
@Global()
@Module({ providers: [CatalogEvents], exports: [CatalogEvents] })
export class EventsModule {}
