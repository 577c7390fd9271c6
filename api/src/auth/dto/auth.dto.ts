import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountRequest } from '@usedcars/contract/account-closing';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  type LoginRequest,
  SIGNUP_ROLES,
  type SignupRequest,
  type SignupRole,
} from '@usedcars/contract/types';
import type {
  ChangePasswordRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@usedcars/contract/types';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import { CleanName, IsEmailAddress, MaxChars, normaliseEmail, Omittable } from '../../common/validation';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { LOGIN_MESSAGES, PASSWORD_PATTERN, SIGNUP_MESSAGES } from '@usedcars/contract/messages';

/** Long enough for any passphrase, short enough that hashing it is cheap. */
const PASSWORD_MAX_LENGTH = 128;

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'Rahim Uddin' })
  @CleanName()
  @MaxChars(100, { message: 'Your name must be at most 100 characters.' })
  @IsNotEmpty({ message: SIGNUP_MESSAGES.displayName })
  @IsString({ message: SIGNUP_MESSAGES.displayName })
  displayName: string;

  @ApiProperty({ example: 'rahim@example.com' })
  @Transform(normaliseEmail)
  @MaxChars(254, { message: SIGNUP_MESSAGES.email })
  @IsEmailAddress({ message: SIGNUP_MESSAGES.email })
  @IsString({ message: SIGNUP_MESSAGES.email })
  email: string;

  @ApiProperty({ description: SIGNUP_MESSAGES.password, example: 'Secret#1' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  })
  @Matches(PASSWORD_PATTERN, { message: SIGNUP_MESSAGES.password })
  @IsString({ message: SIGNUP_MESSAGES.password })
  password: string;

  @ApiProperty({ enum: SIGNUP_ROLES, description: 'Admins are created with `npm run create-admin`' })
  @IsIn(SIGNUP_ROLES, { message: SIGNUP_MESSAGES.role })
  role: SignupRole;
}

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'buyer@demo.test' })
  @Transform(normaliseEmail)
  @MaxLength(254, { message: LOGIN_MESSAGES.wrongEmailOrPassword })
  @IsNotEmpty({ message: LOGIN_MESSAGES.email })
  @IsString({ message: LOGIN_MESSAGES.email })
  email: string;

  @ApiProperty({ example: 'Demo#pass1' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: LOGIN_MESSAGES.wrongEmailOrPassword })
  @IsNotEmpty({ message: LOGIN_MESSAGES.password })
  @IsString({ message: LOGIN_MESSAGES.password })
  password: string;
}

/** POST /used-jwt: the original clients send {uid}; it may only name the caller. */
export class RefreshTokenDto {
  @ApiPropertyOptional({ description: "Must be the caller's own id when given" })
  // Not @IsOptional(): that lets null through to `dto.uid.toLowerCase()` (a 500). Only a missing uid is skipped.
  @Omittable()
  @IsString({ message: 'uid must be a string' })
  uid?: string;
}

/** POST /auth/verify-email: the code of a link we mailed. */
export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the link mailed to the address' })
  @MaxLength(100, { message: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: EMAIL_VERIFICATION_MESSAGES.token })
  @IsString({ message: EMAIL_VERIFICATION_MESSAGES.token })
  token: string;
}

/** POST /auth/password-reset: the address to mail a link to, if an account has it. */
export class PasswordResetDto implements PasswordResetRequest {
  @ApiProperty({ example: 'buyer@demo.test' })
  @Transform(normaliseEmail)
  @MaxChars(254, { message: PASSWORD_MESSAGES.email })
  @IsEmailAddress({ message: PASSWORD_MESSAGES.email })
  @IsString({ message: PASSWORD_MESSAGES.email })
  email: string;
}

/** POST /auth/password-reset/confirm: the code of the mailed link, and the new password (the sign-up rules). */
export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @ApiProperty({ description: 'The token of the link mailed to the address' })
  @MaxLength(100, { message: PASSWORD_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: PASSWORD_MESSAGES.token })
  @IsString({ message: PASSWORD_MESSAGES.token })
  token: string;

  @ApiProperty({ description: SIGNUP_MESSAGES.password, example: 'Another#pass1' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  })
  @Matches(PASSWORD_PATTERN, { message: SIGNUP_MESSAGES.password })
  @IsString({ message: SIGNUP_MESSAGES.password })
  password: string;
}

/** POST /auth/change-password: the current password, and the new one (the sign-up rules). */
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ example: 'Demo#pass1' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.wrongCurrentPassword })
  @IsNotEmpty({ message: PASSWORD_MESSAGES.currentPassword })
  @IsString({ message: PASSWORD_MESSAGES.currentPassword })
  currentPassword: string;

  @ApiProperty({ description: SIGNUP_MESSAGES.password, example: 'Another#pass1' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  })
  @Matches(PASSWORD_PATTERN, { message: SIGNUP_MESSAGES.password })
  @IsString({ message: SIGNUP_MESSAGES.password })
  newPassword: string;
}

/**
 * POST /users/me/delete: the password, or for an account without one its e-mail address
 * (AuthService.confirmAccountOwner checks which the account needs).
 */
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional({ example: 'Demo#pass1' })
  @Omittable()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: DELETE_ACCOUNT_MESSAGES.wrongPassword })
  @IsString({ message: DELETE_ACCOUNT_MESSAGES.password })
  password?: string;

  @ApiPropertyOptional({ example: 'buyer@demo.test' })
  @Omittable()
  @MaxLength(254, { message: DELETE_ACCOUNT_MESSAGES.wrongEmail })
  @IsString({ message: DELETE_ACCOUNT_MESSAGES.email })
  email?: string;
}
