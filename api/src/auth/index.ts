// The auth module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { clearSessionCookies } from './session-cookie';
export { DeleteAccountDto } from './dto/auth.dto';
export { hashPassword } from './password-hasher';
export { SkipWriteRateLimit } from './write-rate-limit';
export { EmailVerification } from './email-verification/email-verification.entity';
export { PasswordReset } from './password-reset/password-reset.entity';
