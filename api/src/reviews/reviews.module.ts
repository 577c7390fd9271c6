import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { OrdersModule } from '../orders';
import { UsersModule } from '../users';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

/** Buyers' reviews of sellers after a completed deal, the sellers' answers and the admins' hiding. */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), UsersModule, OrdersModule, NotificationsModule, MailModule],
  controllers: [ReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
