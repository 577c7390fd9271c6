import type { ComponentType } from 'react';
import type { RemoteTables } from './lib/remote-tables';

/** One entry of /remotes.json: a remote's name and the address of its mf-manifest.json. */
export interface RemoteDefinition {
  name: string;
  entry: string;
}

/** /remotes.json, deploy-time configuration read by the shell at start. */
export interface RemotesConfig {
  remotes: RemoteDefinition[];
}

/** What a remote exposes for a route: a page component as the default export. */
export interface RemotePageModule {
  default: ComponentType;
}

/** How the shell gets remote pages; the Module Federation runtime in the app, a fake in tests. */
export interface RemoteLoader {
  /** True when remotes.json lists the remote. */
  isListed: (remote: string) => boolean;
  /** Loads `remote/module`, e.g. ('storefront', 'HomePage'). Rejects when the remote is missing or down. */
  load: (remote: string, module: string) => Promise<RemotePageModule>;
  /** Starts loading `remote/module` ahead of its route (the address the page was opened at). */
  preload: (remote: string, module: string) => void;
  /** Each remote's table of pages as last read, the same object until it changes. */
  tables: () => RemoteTables;
  /** Calls `listener` whenever tables() changes; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Reads the remote's manifest and table of pages afresh (Retry): after a deploy its new version loads, and a page
   * it added, renamed or removed is routed as it now says.
   */
  refresh: (remote: string) => Promise<void>;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`Remote "${remote}" is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
