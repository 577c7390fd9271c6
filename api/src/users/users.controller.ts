import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledged, PublicProfile, User as UserBody } from '@usedcars/contract/types';
import { CurrentUser, Public } from '../common/auth-decorators';
import { assertCallersEmail, assertNamesCaller } from '../common/caller-fields';
import { MediaStorageService } from '../media';
import { PHOTO_URL_MESSAGE, RegisterUserDto, ROLE_CHANGE_MESSAGE, UpdateProfileDto } from './dto/users.dto';
import { User } from './user.entity';
import { serializePublicProfile, serializeUser } from './user.serializers';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly media: MediaStorageService,
  ) {}

  @Patch('me')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The updated account (User)' })
  async updateMe(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserBody> {
    if (typeof dto.photoURL === 'string' && !(await this.media.isStoredUrl(dto.photoURL))) {
      throw new BadRequestException(PHOTO_URL_MESSAGE);
    }
    return serializeUser(await this.users.updateProfile(user, dto));
  }

  /** The original sign-up flow registers the signed-in account's record; the account already exists here. */
  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The account (User) with acknowledged: true; the name is saved' })
  @ApiForbiddenResponse({ description: 'uid, email or role of anyone but the caller' })
  async register(
    @CurrentUser() caller: User,
    @Body() dto: RegisterUserDto,
  ): Promise<UserBody & Acknowledged> {
    assertNamesCaller(caller, dto.uid);
    assertCallersEmail(caller, dto.email);
    if (dto.role !== undefined && dto.role !== caller.role) throw new ForbiddenException(ROLE_CHANGE_MESSAGE);
    const user =
      dto.displayName === undefined
        ? caller
        : await this.users.updateProfile(caller, { displayName: dto.displayName });
    return { acknowledged: true, ...serializeUser(user) };
  }

  @Public()
  @Get(':uid')
  @ApiOkResponse({ description: 'The full User for the caller themself; a PublicProfile for anyone else' })
  @ApiNotFoundResponse({ description: 'Unknown or deleted account' })
  async one(@Param('uid') uid: string, @CurrentUser() caller?: User): Promise<UserBody | PublicProfile> {
    if (caller && caller.id === uid.toLowerCase()) return serializeUser(caller);
    return serializePublicProfile(await this.users.getActiveById(uid));
  }
}
