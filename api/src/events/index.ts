// The events module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { EventsModule } from './events.module';
export {
  CATALOG_EVENTS_CHANNEL,
  CatalogEvents,
  type CatalogEvent,
  type CatalogEventType,
  type ListingEvent,
} from './catalog-events';
