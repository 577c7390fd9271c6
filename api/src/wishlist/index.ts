// The wish list's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { WishlistModule } from './wishlist.module';
export { WishlistEntry } from './wishlist-entry.entity';
export { type PriceDropListener, WishlistService } from './wishlist.service';
