// One test file's MailDev, on ports the system assigns when the servers listen. MailDev's command takes fixed ports
// only, and a port found free can be taken by another test file's server before MailDev binds it. Prints
// `ports {"smtp":N,"web":N}` once both servers listen; stops on SIGTERM.
import { createLogger, createOrchestrator, getDefaultConfig } from 'maildev';

const logger = createLogger({ silent: true });
const orchestrator = createOrchestrator({
  config: { ...getDefaultConfig(), smtp: 0, ip: '127.0.0.1', web: 0, webIp: '127.0.0.1', silent: true },
  logger,
});
const { smtp, api } = await orchestrator.start();
process.stdout.write(
  `ports ${JSON.stringify({ smtp: smtp.getAddress().port, web: api.getAddress().port })}\n`,
);
process.once('SIGTERM', () => {
  void orchestrator.stop().finally(() => process.exit(0));
});
