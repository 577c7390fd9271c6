// The alerts module's public file: other folders import only what is here.
export { AlertsModule } from './alerts.module';
export { AlertCursor } from './alert-cursor.entity';
export { ListingAlerts } from './listing-alerts';
export { SavedSearch } from './saved-search.entity';
