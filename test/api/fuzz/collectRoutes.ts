import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/;

/**
 * Every method and path the app answers, read from its route tree: Fastify has no list of
 * routes, and an onRoute hook would have to be added inside buildApp, before the routes. In the
 * tree (printRoutes with commonPrefix false) each line's path continues its parent's, one level
 * being four characters of indent.
 */
export function collectRoutes(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth > 0 ? (stack[depth - 1] ?? '') : ''}${match[2]}`;
    stack.splice(depth, stack.length, path);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: oneParamName(path) });
  }
  return routes;
}

/**
 * A parameter node that routes name differently prints as ":id|:clientId": /api/clients/:id
 * (SPEC.md's name) and the directory's /api/clients/:clientId/directory/... The short name is
 * the one of the route it ends; the directory's, of the routes that go on.
 */
function oneParamName(path: string): string {
  return path.replace(/:(\w+)\|:(\w+)(\/|$)/g, (_, first: string, second: string, rest: string) => (rest === '/' ? `:${second}${rest}` : `:${first}`));
}
