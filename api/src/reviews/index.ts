// The reviews module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { ReviewsModule } from './reviews.module';
export { ReviewsService } from './reviews.service';
export { Review } from './review.entity';
export { serializeReview } from './review.serializers';
