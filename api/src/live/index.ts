// The live module's public file: other folders import only what is here.
export { LiveModule } from './live.module';
export { LiveService } from './live.service';
