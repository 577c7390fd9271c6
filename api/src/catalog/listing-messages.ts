/** What the catalog answers about one listing that cannot be changed or read as asked. */
export const LISTING_MESSAGES = {
  notOwner: 'You can only change your own listings.',
  soldAdvertise: 'This product is sold: its advertising can no longer change.',
  soldDelete: 'This product is sold and cannot be deleted.',
  soldEdit: 'This product is sold and can no longer be edited.',
  takenDown: 'This listing was taken down by an admin and cannot change.',
  alreadyTakenDown: 'This listing is already taken down.',
  changed: 'This listing changed meanwhile. Please reload and try again.',
  gone: 'This listing was removed.',
} as const;
