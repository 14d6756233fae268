// A local load balancer for the benches with several app instances: a TCP round-robin proxy on loopback.
// Each new client connection goes to the next instance and stays there (HTTP keep-alive, a live stream), as
// behind a layer-4 balancer; the client's own X-Forwarded-For passes through unchanged, so the instances keep
// trusting one hop (TRUST_PROXY_HOPS=1) as they would behind one HTTP proxy.
import { createServer, connect } from "node:net";

/** Listens on `port`; resolves with { baseUrl, connections (per target), close() }. */
export async function startBalancer({ port, targets }) {
  let next = 0;
  const connections = targets.map(() => 0);
  const sockets = new Set();
  const server = createServer((client) => {
    const index = next++ % targets.length;
    connections[index] += 1;
    const upstream = connect(targets[index]);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
