// Starts the whole product for the browser tests exactly as `npm start` does, on a fresh data folder.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../scripts/start.mjs');
