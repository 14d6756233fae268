// Pages run under a CSP without 'unsafe-eval' (lib/http/security-headers.ts). Before its first
// object parse Zod 4 probes for eval with `new Function("")`; the probe is caught, but the browser
// still reports a CSP violation. Zod's `config({ jitless: true })` skips the probe; importing it
// would add Zod's core (5 kB) to every page, so this sets the same switch on the object Zod keeps
// its configuration in (globalThis.__zod_globalConfig, shared by every copy of Zod in a page).
// zod-jitless.test.ts fails if Zod stops reading it from there.

const ZOD_CONFIG = "__zod_globalConfig";

export function makeZodJitless(scope: object = globalThis): void {
  const holder = scope as Record<string, { jitless?: boolean } | undefined>;
  holder[ZOD_CONFIG] ??= {};
  holder[ZOD_CONFIG].jitless = true;
}

if (typeof window !== "undefined") makeZodJitless();
