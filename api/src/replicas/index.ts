// The read replicas' public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { ReplicasModule } from './replicas.module';
export { ReadReplicas, type ReplicaStatus } from './read-replicas.service';
export { PrimaryFirstDataSource } from './primary-first-data-source';
