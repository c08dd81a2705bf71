/**
 * What the server that serves the SPA tells it at run time through /config.js, so the
 * same build works behind any API_PORT, WEB_PORT or host name.
 */
export interface RuntimeConfig {
  apiBase: string | null;
  apiPort: number | null;
  productionApiBase: string | null;
  firebase: { apiKey: string; authDomain: string; projectId: string } | null;
}

export const RUNTIME_CONFIG_GLOBAL = '__APP_CONFIG__';
