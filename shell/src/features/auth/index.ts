// What other features may import of this one (lint checks that they import nothing else of it).
export { useResendVerification } from './api/verify-email';
export { useChangePassword, useRequestPasswordReset } from './api/passwords';
export { NewPasswordItems } from './components/NewPasswordItems';
