// Preload for the app's server process (`node --require ./scripts/lib/peer-address.cjs`, or in
// NODE_OPTIONS): every HTTP request it serves carries the TCP peer's address in the private header
// x-thali-peer, written here from the socket. It runs before any handler sees the request and
// OVERWRITES a header of that name the client sent (or deletes it when the socket has no address),
// so its value never comes from the client.
//
// Why a preload: Next 16 route handlers get a web Request with no socket, and NextRequest has no
// `ip`. Next builds that Request's headers from the IncomingMessage's `headers` object, the one
// changed here: base-server fills x-forwarded-* into that same object (`req.headers[...] ??=`) and
// router-server filters internal headers out of it in place (next/dist/server/base-server.js,
// server/lib/router-server.js, server/web/spec-extension/adapters/next-request.js). `next start`,
// the standalone server.js and `next dev` all create a plain http.Server, so one wrapper of
// http.Server.prototype.emit covers them.
//
// It marks the process with a global (not an environment variable, which child processes would
// inherit without the wrapper and an operator could set by mistake): lib/rate-limit/client-ip.ts
// trusts x-thali-peer only when this mark is there.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- a `--require` preload is CommonJS, loaded before any ESM */

const http = require("node:http");
const https = require("node:https");

const HEADER = "x-thali-peer";
const MARK = Symbol.for("thali.peer-address");
// The events whose first argument is a request a handler will see ('checkContinue' and
// 'checkExpectation' replace 'request' for an Expect header when someone listens to them).
const REQUEST_EVENTS = new Set(["request", "checkContinue", "checkExpectation"]);

/** An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d; the plain form is the same address. */
function plain(address) {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function wrap(Server) {
  const emit = Server.prototype.emit;
  if (emit[MARK]) return;
  function emitWithPeerAddress(event, req, ...rest) {
    if (REQUEST_EVENTS.has(event) && req && req.headers) {
      const address = req.socket && req.socket.remoteAddress;
      if (address) req.headers[HEADER] = plain(address);
      else delete req.headers[HEADER];
    }
    return emit.call(this, event, req, ...rest);
  }
  emitWithPeerAddress[MARK] = true;
  Server.prototype.emit = emitWithPeerAddress;
}

wrap(http.Server);
wrap(https.Server);
globalThis[MARK] = HEADER;
