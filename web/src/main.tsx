import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Het element #root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
