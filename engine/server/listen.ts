import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const attempts = 10;

function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Listens on `port`, or on the next free one when it is taken (as `vite preview` did); 0 takes any free port. Resolves to the port. */
export async function listenFromPort(server: Server, port: number, host: string): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listenOnce(server, port === 0 ? 0 : port + attempt, host);
      return (server.address() as AddressInfo).port;
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || port === 0 || attempt + 1 >= attempts) throw error;
    }
  }
}
