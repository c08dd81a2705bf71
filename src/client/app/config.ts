import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '../../shared/runtimeConfig';

declare global {
  interface Window {
    [RUNTIME_CONFIG_GLOBAL]?: Partial<RuntimeConfig>;
  }
}

const PRODUCTION_HOSTS = /(^|\.)smartbillentry\.com$/i;
const STAGING_HOSTS = /\.pages\.dev$/i;
const LOCAL_API = 'http://localhost:5000';

export function runtimeConfig(): Partial<RuntimeConfig> {
  return (typeof window !== 'undefined' && window[RUNTIME_CONFIG_GLOBAL]) || {};
}

/**
 * The API base, in order: what the serving server says at run time, what the build fixed,
 * then SPEC.md section 7's host mapping (localhost:3000 → localhost:5000, production,
 * pages.dev staging, anything else local).
 */
export function resolveApiBase(location: Pick<Location, 'protocol' | 'hostname' | 'port'>, config: Partial<RuntimeConfig>, buildBase = process.env.API_BASE_URL): string {
  if (config.apiBase) return config.apiBase;
  if (config.apiPort) return `${location.protocol}//${location.hostname}:${config.apiPort}`;
  if (buildBase) return buildBase;
  if (PRODUCTION_HOSTS.test(location.hostname) && process.env.PRODUCTION_API_URL) return process.env.PRODUCTION_API_URL;
  if (STAGING_HOSTS.test(location.hostname) && process.env.STAGING_API_URL) return process.env.STAGING_API_URL;
  return LOCAL_API;
}

/** The top bar shows the API base in red whenever it is not the production backend. */
export function isProductionApi(apiBase: string, config: Partial<RuntimeConfig>): boolean {
  const production = config.productionApiBase || process.env.PRODUCTION_API_URL;
  return Boolean(production) && apiBase === production;
}
