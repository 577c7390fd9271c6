import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveModule } from '../live';
import { MediaModule } from '../media';
import { AdminUsersController } from './admin-users.controller';
import { UserBlock } from './user-block.entity';
import { UserBlocks } from './user-blocks.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserBlock]), MediaModule, LiveModule],
  controllers: [UsersController, AdminUsersController],
  providers: [UsersService, UserBlocks],
  exports: [TypeOrmModule, UsersService, UserBlocks],
})
export class UsersModule {}
