import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import type { RemoteLoader } from './features/remotes/types';

export async function start(remoteLoader: Promise<RemoteLoader>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App remoteLoader={await remoteLoader} />);
}
