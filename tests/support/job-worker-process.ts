// A server's job worker alone, in a process of its own, for the test that kills it mid-send
// (lib/jobs/crash.integration.test.ts). Run with `node --conditions=react-server --import tsx`.
import { startJobWorker } from "@/lib/jobs/worker";

await startJobWorker();
console.info("worker ready");
