import "server-only";
import { lookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { WebPushError, type RequestDetails } from "web-push";
import { isAllowedAddress } from "@/lib/push/endpoint";

// Sends one push request that web-push prepared (encrypted body, VAPID Authorization) to the device's
// push service. web-push's own sender always speaks HTTPS to whatever the name resolves to; this one
// connects only to addresses isAllowedAddress accepts, checked on every connection's DNS answer (a name
// saved as public may resolve to a private address later), and speaks plain HTTP to loopback when the
// tests allow it (PUSH_ALLOW_LOOPBACK: their receiver). Non-2xx answers are web-push's WebPushError.

/** A push service answers with a short text at most; more is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const allowed = found.filter((entry) => isAllowedAddress(entry.address, allowLoopback));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`Push endpoint ${hostname} resolves to a private address`), {
          code: "EPUSHPRIVATE",
        });
        return callback(refused, "", 4);
      }
      // Node asks for every address when it tries families in turn (autoSelectFamily), else for one.
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

export function deliverPush(
  details: RequestDetails,
  { allowLoopback, timeoutMs }: { allowLoopback: boolean; timeoutMs: number },
): Promise<{ statusCode: number }> {
  const url = new URL(details.endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback)) {
    return Promise.reject(new Error(`Push endpoint ${host} is a private address`));
  }
  const client = url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        lookup: guardedLookup(allowLoopback),
        timeout: timeoutMs,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < MAX_ANSWER_BYTES) text += chunk;
        });
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ statusCode: status });
          else
            reject(
              new WebPushError(
                `Push service answered ${status}${text ? `: ${text.slice(0, 200)}` : ""}`,
                status,
                response.headers as IncomingHttpHeaders & Record<string, string>,
                text.slice(0, 500),
                details.endpoint,
              ),
            );
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`Push service did not answer in ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
