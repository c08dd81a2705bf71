import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '../helpers/eventually';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';

jest.setTimeout(60_000);

/** The parent of SERVER_PROCESSES copies says it is ready once they all are, naming what they serve. */
describe('the ready line of several server processes', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-ready-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readyLine = (output: string) => {
    const line = output.split('\n').find((text) => text.includes('"msg":"ready: '));
    return line === undefined ? undefined : (JSON.parse(line) as Record<string, unknown>);
  };

  it.each([
    ['intake', { roles: ['intake'], msg: 'ready: intake' }, []],
    ['api,smtp', { roles: ['api', 'smtp'], api: expect.any(Number), smtp: expect.any(Number), msg: expect.stringMatching(/^ready: open http/) }, ['api', 'smtp']],
    // The helper sets SERVE_CLIENT=false: the web role then serves nothing.
    ['api,web', { roles: ['api', 'web'], api: expect.any(Number), msg: expect.stringMatching(/^ready: open http/) }, ['api']],
  ])('SERVER_ROLES=%s: names the ports of those parts only', async (roles, expected, ports) => {
    server = await startServerProcess(dataDir, { SERVER_PROCESSES: '2', SERVER_ROLES: roles, LOG_LEVEL: 'info' });
    // One copy may answer the health check before the other is up, and the parent speaks after both.
    const line = await waitFor(() => readyLine(server!.output()), 'the ready line');
    expect(line).toMatchObject({ ...expected, processes: 2 });
    expect(['api', 'web', 'smtp'].filter((port) => line[port] !== undefined)).toEqual(ports);
  });
});
