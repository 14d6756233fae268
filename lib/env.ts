import { z } from "zod";

// The one place that reads process.env. Every variable is documented in the README and
// .env.example. `npm start` fills DATABASE_URL for the embedded database when it is unset.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database" })
    .url("DATABASE_URL must be a postgresql:// connection string"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Signs sessions and access tokens. `npm start` makes one under DATA_DIR when it is unset. */
  AUTH_SECRET: z
    .string({ error: "AUTH_SECRET is not set: start the app with `npm start`, which creates one" })
    .min(32, "AUTH_SECRET must be at least 32 characters"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** cloudinary://key:secret@cloud — images go to Cloudinary; unset: local disk under DATA_DIR/uploads. */
  CLOUDINARY_URL: z.string().startsWith("cloudinary://", "CLOUDINARY_URL must start with cloudinary://").optional(),
  DATA_DIR: z.string().default(".data"),
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
