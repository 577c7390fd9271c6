// The accounts module's public file: other folders import only what is here.
export { AccountClosingModule } from './account-closing.module';
