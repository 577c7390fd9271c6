import { Global, Module } from '@nestjs/common';
import { ReadReplicas } from './read-replicas.service';

/** Global: the catalog's public reads and search index ask it for replicas; health and metrics report them. */
@Global()
@Module({ providers: [ReadReplicas], exports: [ReadReplicas] })
export class ReplicasModule {}
