import { createRoot } from 'react-dom/client';
import { App } from './app';
import { warmFirstRoute } from './remotes/warm-route';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App />);
  warmFirstRoute(window.location.pathname);
}
