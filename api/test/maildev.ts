import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const MAILDEV_SERVER = join(__dirname, 'maildev-server.mjs');

/** A mail as MailDev's REST API answers it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

/**
 * A real MailDev (the local SMTP stand-in `npm start` runs) on ports the system assigns, as its own process
 * (maildev-server.mjs): the API sends to it over SMTP and the tests read what arrived from its REST API.
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
    const child = spawn(process.execPath, [MAILDEV_SERVER], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    // Generous: on a machine busy with builds MailDev can be slow to start, but the test's hook (60 s) hears why.
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    let ports: { smtp: number; web: number } | undefined;
    try {
      for await (const line of createInterface({ input: child.stdout! })) {
        if (!line.startsWith('ports ')) continue;
        ports = JSON.parse(line.slice('ports '.length)) as { smtp: number; web: number };
        break;
      }
    } finally {
      clearTimeout(timer);
    }
    if (!ports)
      throw new Error(
        `MailDev did not start (${child.exitCode ?? child.signalCode ?? 'no answer'}): ${stderr}`,
      );
    // Whatever else it prints is read and dropped, so that a full pipe never stops it.
    child.stdout!.resume();
    return new MailDevInbox(child, ports.smtp, `http://127.0.0.1:${ports.web}`);
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
