// Short confirmations and errors ("Added to your wish list", "Your session has expired"): the one way every page
// shows them. antd's static message renders in its own root, outside the pages, so a message shown just before a
// navigation stays its full time on the next page (App.useApp()'s message lives in the page's AntdScope and
// vanished with it). The first call loads antd's message, also where antd is not loaded yet (the header, the home
// page's cards); it shows as soon as that arrives.
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
