// GET /remotes.json: which remotes this deployment has and where their manifests are. It is a static file
// next to the shell's index.html, replaced at deploy time, so it is not an /api call.
import type { RemoteDefinition, RemotesConfig } from '../types';

export const REMOTES_CONFIG_URL = '/remotes.json';
const TIMEOUT_MS = 5_000;

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  const item = value as RemoteDefinition;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.name === 'string' &&
    typeof item.entry === 'string'
  );
}

/** The remotes a remotes.json (or a page's copy of it) lists; the entries that are not remotes are left out. */
export function parseRemotesConfig(body: unknown): RemotesConfig {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  return { remotes: Array.isArray(remotes) ? remotes.filter(isRemoteDefinition) : [] };
}

/** Never rejects: without a readable remotes.json the shell still runs, with every remote route unavailable. */
export async function getRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch(REMOTES_CONFIG_URL, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.error('Could not read /remotes.json; remote sections are unavailable.', error);
    return { remotes: [] };
  }
}
