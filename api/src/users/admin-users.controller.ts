import { Body, Controller, Delete, Get, Headers, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type Acknowledged, TOTAL_COUNT_HEADER, type User as UserBody } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import { assertNamesCaller } from '../common/caller-fields';
import { SetSuspendedDto, SetVerifiedDto, UserListQuery } from './dto/users.dto';
import { User } from './user.entity';
import { serializeUser } from './user.serializers';
import { UsersService } from './users.service';

/**
 * The admin console's user management (the original clients' paths). The acting admin is the token's account,
 * nothing else.
 */
@ApiTags('admin users')
@ApiBearerAuth()
@Roles('Admin')
@Controller()
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get('all-users')
  @ApiOkResponse({
    description: `Accounts newest first (deleted ones left out), optionally of one role or matching q; one page when page or pageSize is given, else every match; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: UserListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserBody[]> {
    const { items, total } = await this.users.search(query);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeUser);
  }

  @Put('all-users/:uid')
  @ApiOkResponse({ description: 'Acknowledged' })
  @ApiNotFoundResponse({ description: 'Unknown or deleted account' })
  async setVerified(
    @CurrentUser() admin: User,
    @Param('uid') uid: string,
    @Body() dto: SetVerifiedDto,
  ): Promise<Acknowledged> {
    await this.users.setVerified(admin, uid, dto.verified);
    return { acknowledged: true };
  }

  /** A suspended account cannot sign in, and its open sessions are refused, until the suspension is lifted. */
  @Put('all-users/:uid/suspension')
  @ApiOkResponse({ description: 'Acknowledged' })
  @ApiForbiddenResponse({ description: 'Suspending an Admin account, or the caller themself' })
  @ApiNotFoundResponse({ description: 'Unknown or deleted account' })
  async setSuspended(
    @CurrentUser() admin: User,
    @Param('uid') uid: string,
    @Body() dto: SetSuspendedDto,
  ): Promise<Acknowledged> {
    await this.users.setSuspended(admin, uid, dto.suspended);
    return { acknowledged: true };
  }

  /** Who deletes is the token's account; an admin_uid header, if sent, must name it. */
  @Delete('user/:uid')
  @ApiOkResponse({
    description: 'Acknowledged; the account is soft-deleted and its listings leave the catalog',
  })
  @ApiForbiddenResponse({ description: 'An Admin account, or the caller themself' })
  @ApiNotFoundResponse({ description: 'Unknown or already deleted account' })
  async remove(
    @Param('uid') uid: string,
    @CurrentUser() admin: User,
    @Headers('admin_uid') adminUid: string | undefined,
  ): Promise<Acknowledged> {
    assertNamesCaller(admin, adminUid);
    await this.users.softDelete(uid, admin);
    return { acknowledged: true };
  }
}
