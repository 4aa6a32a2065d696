/** Listening and closing of the project's small HTTP servers (metrics, offline table, Discord double). */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on `host:port` (0: a free port) and resolves with the port taken; rejects when it cannot listen. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes the server now: open keep-alive connections are cut rather than waited for. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The URL host of a listening address: IPv6 in brackets, the any-address shown as loopback. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
}
