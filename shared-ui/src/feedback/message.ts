// Short confirmations and errors ("Added to your wish list", "Your session has expired") from code that runs
// where antd is not loaded (the header, the home page's cards). The first call loads antd's message; it shows
// as soon as that arrives. Pages inside AntdScope may use App.useApp().message instead: it looks the same.
import type { message as antdMessage } from 'antd';

type Show = (content: string) => void;

type AntdMessage = typeof antdMessage;

let loaded: Promise<AntdMessage> | undefined;

function load(): Promise<AntdMessage> {
  loaded ??= import('@usedcars/shared-ui/feedback/antd-message').then((module) => module.message);
  return loaded;
}

function show(level: 'success' | 'error' | 'warning' | 'info'): Show {
  return (content) => {
    load().then(
      (api) => void api[level](content),
      (error: unknown) => {
        // antd could not be fetched (offline, deploy in progress): the message is lost, not the action.
        loaded = undefined;
        console.error(`Could not show the message "${content}"`, error);
      },
    );
  };
}

export const message: Record<'success' | 'error' | 'warning' | 'info', Show> = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
