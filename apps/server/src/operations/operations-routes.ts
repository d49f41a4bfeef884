import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupStream } from './backup';
import { bearsToken, fromThisMachine } from './operator-access';

/** The path the running server makes a backup at, for `npm run backup` only. */
export const backupPath = '/operations/backup';

/**
 * How `npm run backup` reaches the server that holds a data folder: written in the folder once the server
 * listens, removed when it closes. The key is new at each start and the file readable by its owner only, so
 * whoever may read the data folder (and only they) may ask for a copy of it.
 */
export interface OperationsAccess {
  url: string;
  key: string;
}

export const operationsFile = (dataDir: string) => path.join(dataDir, 'operations.json');

/** The access a server wrote in a data folder, or undefined when none is there (no server, or one stopped). */
export async function operationsAccessOf(dataDir: string): Promise<OperationsAccess | undefined> {
  const text = await readFile(operationsFile(dataDir), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as OperationsAccess);
}

/** A loopback URL of the listening server: an address that is every interface is reached on loopback. */
function loopbackUrl({ address, family, port }: AddressInfo) {
  if (family === 'IPv6') return `http://[${address === '::' ? '::1' : address}]:${port}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}`;
}

/**
 * The operations the server does for `npm run backup` while it runs (docs/operations.md#backup-and-restore):
 * chdb lets one process open the facts, so the process serving them copies them. Registered on the embedded
 * stores only; to anyone else (another machine, no key or a wrong one) the path does not exist.
 */
export function operationsRoutes(app: FastifyInstance) {
  const key = randomBytes(32).toString('hex');
  const file = operationsFile(app.dataDir);
  app.addHook('onListen', async () => {
    const access: OperationsAccess = { url: loopbackUrl(app.server.address() as AddressInfo), key };
    // Written beside and renamed, so the command never reads half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, JSON.stringify(access), { mode: 0o600 });
    await rename(partial, file);
  });
  app.addHook('onClose', () => rm(file, { force: true }));
  app.get(backupPath, (request, reply) => {
    if (!fromThisMachine(request) || !bearsToken(request, key)) return reply.callNotFound();
    // Copying a large store may leave the connection quiet for longer than its idle timeout.
    request.raw.socket.setTimeout(0);
    const backup = backupStream({
      entities: app.entities,
      facts: app.facts,
      dataDir: app.dataDir,
      filesDir: app.filesDir,
      betweenSyncs: (work) => app.reportSync.betweenSyncs(work),
    });
    return reply.type('application/gzip').send(backup);
  });
}
