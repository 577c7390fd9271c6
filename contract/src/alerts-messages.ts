// Notifications, saved searches and alerts, in the screens' and the API's words. Its own small file, apart from
// messages.ts, which every page's first load carries (see email-verification-messages.ts).
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX_LENGTH } from './types';

/** Notifications and saved searches (our own wording). */
export const ALERT_MESSAGES = {
  notificationNotFound: 'Notification not found.',
  savedSearchNotFound: 'Saved search not found.',
  name: `Name your search in 1 to ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  query: 'The search must be the filters of the cars page.',
  unknownFilter: (key: string) =>
    `${key} is not a filter of the cars page. Use q, category, brand, condition, location, minPrice, maxPrice, ` +
    'minYear, maxYear, minMileage, maxMileage, fuel, transmission, model or sort.',
  emailAlerts: 'Choose whether this search sends e-mails: true or false.',
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  saved: 'Search saved. We will tell you when a matching car is listed.',
  noNotifications:
    'No notifications yet. Save a search or wish-list a car to hear about new matches and lower prices.',
  noSavedSearches: 'No saved searches yet. Search the cars and choose "Save this search".',
  unsubscribed: 'You will get no more e-mails for this saved search.',
  unsubscribeNotFound: 'This link is not valid any more.',
} as const;
