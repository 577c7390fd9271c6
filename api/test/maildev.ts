import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// A dev dependency of the workspace (its package exports no path to the command).
const MAILDEV_BIN = join(__dirname, '../../node_modules/maildev/dist/bin/maildev.js');

/** A mail as MailDev's REST API answers it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real MailDev (the local SMTP stand-in `npm start` runs) on free ports, as its own process: the API sends to it
 * over SMTP and the tests read what arrived from its REST API.
 */
export class MailDevInbox {
  private constructor(
    private readonly child: ChildProcess,
    readonly smtpPort: number,
    readonly webUrl: string,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  static async start(): Promise<MailDevInbox> {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const child = spawn(
      process.execPath,
      [
        MAILDEV_BIN,
        '--smtp',
        String(smtpPort),
        '--web',
        String(webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    const inbox = new MailDevInbox(child, smtpPort, `http://127.0.0.1:${webPort}`);
    // Generous: on a machine busy with builds MailDev can be slow to listen.
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${inbox.webUrl}/api/healthz`)).ok) return inbox;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('MailDev did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async all(): Promise<CaughtMail[]> {
    const response = await fetch(`${this.webUrl}/api/email`);
    return (await response.json()) as CaughtMail[];
  }

  /**
   * The mail as it came over SMTP. MailDev's parsed `headers` leave some out (List-Unsubscribe, which mailparser
   * turns into a structure), so header checks read the source.
   */
  async source(id: string): Promise<string> {
    return (await fetch(`${this.webUrl}/api/email/${id}/source`)).text();
  }

  /** The mails to `address`, oldest first. */
  async mailsTo(address: string): Promise<CaughtMail[]> {
    return (await this.all()).filter((mail) => mail.to.some((to) => to.address === address));
  }

  /** The `index`-th mail (0: the first) to `address`, once it has arrived (waits up to 10 s). */
  async mailTo(address: string, index = 0): Promise<CaughtMail> {
    const mails = await this.waitForMails(address, () => true, index + 1);
    return mails[index] as CaughtMail;
  }

  /** The mails to `address` that `matches`, once there are at least `count` (waits up to 10 s). */
  async waitForMails(
    address: string,
    matches: (mail: CaughtMail) => boolean,
    count: number,
  ): Promise<CaughtMail[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = (await this.mailsTo(address)).filter(matches);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline)
        throw new Error(`${count} mail(s) to ${address} expected, ${mails.length} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
