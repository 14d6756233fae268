// A free loopback TCP port, for the servers the scripts and tests start (embedded PostgreSQL, app instances,
// a throwaway Redis): the system picks one, and the probe is closed before the port is handed out.
import { createServer } from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
