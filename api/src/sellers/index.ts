// The sellers module's public file: other folders import only what is here.
export { SellersModule } from './sellers.module';
