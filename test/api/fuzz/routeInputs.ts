import type { OpenAPIV3_1 } from 'openapi-types';
import { uploadInvoiceFields } from '../../../src/shared/contract/invoices';

/**
 * The names each route reads, taken from the app's own OpenAPI document (GET /api/openapi.json,
 * generated from the contract's schemas the routes declare), so the fuzz tries the fields a
 * route acts on and stays in step with the contract by itself. A route the document gives no
 * inputs is fuzzed with every name the document knows: a new route is never left out.
 */
export interface RouteInputs {
  query: string[];
  /** The fields of its JSON body. */
  body: string[];
  /** multipart/form-data routes: their text fields and the names of their file parts. */
  form?: { fields: string[]; files: string[] };
}

const MAIL_FIELDS = ['from', 'to', 'cc', 'subject', 'text', 'html', 'clientId'];

/** The two forms, which the document describes in words: their parts are read by the handlers. */
const FORMS: Record<string, RouteInputs['form']> = {
  // The upload form also takes the fields as JSON in `data` (invoices/upload.ts).
  'POST /api/invoices': { fields: ['data', ...Object.keys(uploadInvoiceFields.shape)], files: ['file'] },
  'POST /api/emails/receive': { fields: ['email', ...MAIL_FIELDS], files: ['email', 'files'] },
};

export interface RouteTable {
  inputsOf(method: string, path: string): RouteInputs;
  allQueryNames: string[];
}

const unique = (list: string[]) => [...new Set(list)];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** HEAD is GET without the body; a trailing slash is the same handler; :id is {id} in the document. */
const keyOf = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method.toUpperCase()} ${(path.length > 1 ? path.replace(/\/$/, '') : path).replace(/:(\w+)/g, '{$1}')}`;

export function routeInputsFrom(doc: OpenAPIV3_1.Document): RouteTable {
  const routes = new Map<string, RouteInputs>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const query = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name);
      const json = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
      const key = keyOf(method, path);
      const form = FORMS[key];
      routes.set(key, { query, body: Object.keys(json?.properties ?? {}), ...(form ? { form } : {}) });
    }
  }
  const allQueryNames = unique([...routes.values()].flatMap((r) => r.query));
  const allBodyNames = unique([...routes.values()].flatMap((r) => [...r.body, ...(r.form?.fields ?? [])]));
  return {
    allQueryNames,
    inputsOf: (method, path) =>
      routes.get(keyOf(method, path)) ?? { query: allQueryNames, body: method === 'GET' || method === 'HEAD' ? [] : allBodyNames },
  };
}
