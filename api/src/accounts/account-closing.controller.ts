import { Body, Controller, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Acknowledged } from '@usedcars/contract/types';
import type { FastifyReply } from 'fastify';
import { clearSessionCookies, DeleteAccountDto } from '../auth';
import { CurrentUser } from '../common/auth-decorators';
import { authConfig } from '../config/auth.config';
import { User } from '../users';
import { AccountClosingService } from './account-closing.service';

@ApiTags('users')
@Controller('users')
export class AccountClosingController {
  constructor(
    private readonly closing: AccountClosingService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  /** The caller deletes their own account; the browser's session ends with it. */
  @UseGuards(ThrottlerGuard)
  @Post('me/delete')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'acknowledged: true; the account is closed and the session cookies cleared' })
  @ApiBadRequestResponse({
    description: 'No password (or e-mail address, for an account without one), or a wrong one',
  })
  @ApiForbiddenResponse({ description: 'An admin account' })
  @ApiConflictResponse({ description: 'A booking or a paid deal of the account is in progress' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account lately' })
  async deleteMe(
    @CurrentUser() user: User,
    @Body() dto: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acknowledged> {
    await this.closing.deleteOwnAccount(user, dto);
    clearSessionCookies(reply, this.config.publicUrl);
    return { acknowledged: true };
  }
}
