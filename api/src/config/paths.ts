import { resolve } from 'node:path';

/** The api package folder, whether running from src/ (tests) or dist/ (build): both sit one level below it. */
export const API_ROOT = resolve(__dirname, '..', '..');

/** The default data folder: the repository root's `data/`, independent of the working directory. */
export const DEFAULT_DATA_DIR = resolve(API_ROOT, '..', 'data');
