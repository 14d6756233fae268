import { z } from "zod";

// The one place that reads process.env. Every variable is documented in the README and
// .env.example. `npm start` fills DATABASE_URL for the embedded database when it is unset.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database" })
    .url("DATABASE_URL must be a postgresql:// connection string"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
});

export type Env = z.infer<typeof EnvSchema>;

function parseEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The validated environment, parsed on first use (so a build never needs a database). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
