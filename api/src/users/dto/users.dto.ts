import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CallerIdField, IgnoredTextField } from '../../common/caller-fields';
import { PageQuery } from '../../common/page-query';
import { CleanName, MaxChars, Omittable } from '../../common/validation';
import {
  type Role,
  ROLES,
  type SetSuspendedRequest,
  type SetVerifiedRequest,
  type UpdateProfileRequest,
} from '@usedcars/contract/types';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';

/** A photo must be one of our own stored images (POST /images), so a profile cannot point anywhere else. */
export const OWN_MEDIA_URL =
  /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;
export const PHOTO_URL_MESSAGE = 'Please choose a photo uploaded to this site.';
/** An email is at most 254 characters; a longer search could match nothing. */
const USER_SEARCH_MAX = 254;

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ example: 'Rahim Uddin' })
  @Omittable()
  @CleanName()
  @MaxChars(100, { message: 'Your name must be at most 100 characters.' })
  @IsNotEmpty({ message: SIGNUP_MESSAGES.displayName })
  @IsString({ message: SIGNUP_MESSAGES.displayName })
  displayName?: string;

  @ApiPropertyOptional({
    nullable: true,
    description: 'null removes the photo; otherwise a URL answered by POST /images',
    example: '/api/media/0190a0b0-0000-7000-8000-000000000000.webp',
  })
  @IsOptional()
  @Matches(OWN_MEDIA_URL, { message: PHOTO_URL_MESSAGE })
  @IsString({ message: PHOTO_URL_MESSAGE })
  photoURL?: string | null;
}

/** role and q filter; page or pageSize asks for one page (without them, every match, as before). */
export class UserListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional({ description: 'Part of the name or email, any case', maxLength: USER_SEARCH_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(USER_SEARCH_MAX, { message: `q must be at most ${USER_SEARCH_MAX} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;
}

export class SetVerifiedDto implements SetVerifiedRequest {
  @ApiProperty()
  @IsBoolean({ message: 'verified must be true or false' })
  verified: boolean;
}

export class SetSuspendedDto implements SetSuspendedRequest {
  @ApiProperty({ description: 'true suspends the account; false lifts its suspension' })
  @IsBoolean({ message: 'suspended must be true or false' })
  suspended: boolean;
}

export const ROLE_CHANGE_MESSAGE = 'Your role cannot be changed here.';

/**
 * POST /users, the original sign-up flow's "register the user record" for the signed-in account. Fields that
 * name the account must name the caller; the name is saved as a profile change; the rest is the server's own.
 */
export class RegisterUserDto {
  @ApiPropertyOptional({ example: 'Rahim Uddin' })
  @Omittable()
  @CleanName()
  @MaxChars(100, { message: 'Your name must be at most 100 characters.' })
  @IsNotEmpty({ message: SIGNUP_MESSAGES.displayName })
  @IsString({ message: SIGNUP_MESSAGES.displayName })
  displayName?: string;

  @ApiPropertyOptional({ description: "The caller's own address, if sent" })
  @Omittable()
  @MaxChars(254, { message: 'email must be at most 254 characters' })
  @IsString({ message: 'email must be text' })
  email?: string;

  @CallerIdField()
  uid?: string;

  @ApiPropertyOptional({
    nullable: true,
    description:
      "Ignored: a photo is set with PATCH /users/me, from POST /images (an identity provider's is not kept)",
  })
  @IsOptional()
  @MaxChars(500, { message: PHOTO_URL_MESSAGE })
  @IsString({ message: PHOTO_URL_MESSAGE })
  photoURL?: string | null;

  @ApiPropertyOptional({ enum: ROLES, description: "The caller's own role, if sent" })
  @Omittable()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @IgnoredTextField()
  date?: string;
}
