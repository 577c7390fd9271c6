import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { OrdersModule } from '../orders';
import { UsersModule } from '../users';
import { AccountClosingController } from './account-closing.controller';
import { AccountClosingService } from './account-closing.service';

/** A user closing their own account: the password check (auth), the deals in progress (orders), the delete (users). */
@Module({
  imports: [AuthModule, OrdersModule, UsersModule],
  controllers: [AccountClosingController],
  providers: [AccountClosingService],
})
export class AccountClosingModule {}
