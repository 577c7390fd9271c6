// The contact module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { ContactModule } from './contact.module';
export { ContactMessage } from './contact-message.entity';
