import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { getRemotesConfig } from './features/remotes/api/get-remotes-config';
import { createMfRemoteLoader } from './features/remotes/lib/create-mf-remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void getRemotesConfig().then((config) => {
  createRoot(container).render(<App remoteLoader={createMfRemoteLoader(config)} />);
});
