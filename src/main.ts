// Entry point: mounts the app shell and registers the service worker for offline play.
import { mount } from 'svelte';
import App from './app/App.svelte';
import { registerServiceWorker } from './app/pwa.svelte.ts';
import './app/global.css';

mount(App, { target: document.getElementById('app') as HTMLElement });
registerServiceWorker();
