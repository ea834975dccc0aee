// Entry point: mounts the app shell and registers the service worker for offline play.
import { mount } from 'svelte';
import App from './app/App.svelte';
import './app/global.css';

mount(App, { target: document.getElementById('app') as HTMLElement });

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
