// The ceiling of this machine for a JSON read: a bare Node HTTP server (one process, like the app's)
// that answers every request with the same bytes from memory, no framework, no database. Started by
// the benchmark as `node scripts/bench/bare-server.mjs <port> <file with the body>`; prints "ready".
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "content-type": "application/json", "content-length": String(body.length) };

http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.info("ready"));
