# The app as a container image: Next's standalone server (docs/deploy.md) on node:24-slim.
#   docker build -t thali .                    the app (the `runtime` stage, last in this file)
#   docker build -t thali-tools --target build .   the Prisma CLI, the migrations and the seed (compose.yaml's
#                                                    migrate and seed services run it once per release)
# scripts/check-container.mjs does what the runtime stage does, without Docker, and checks this file's
# CMD, ENV and HEALTHCHECK against what it ran (npm test runs it after the production build).
ARG NODE_IMAGE=node:24-slim

# ---- deps: node_modules, cached until package.json or the lockfile changes
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The npm workspaces' manifests (package.json "workspaces"): npm install links them as the lockfile says.
COPY packages/demo-art/package.json packages/demo-art/
# `npm install`, not `npm ci`: npm ci refuses this lockfile, written on one platform, for lacking other
# platforms' optional packages ("Missing: @next/swc-darwin-arm64@ from lock file"); npm install keeps the
# locked versions and picks the image's platform (linux x64 or arm64, glibc), as .ci/run does.
# --ignore-scripts: the project's postinstall (prisma generate) needs the schema and runs in the build
# stage instead; @prisma/engines' would download native engines that this project never uses (Prisma 7's client
# needs none; migrations run on Prisma 6.19's JS schema engine, prisma-migrate.config.ts).
RUN npm install --no-audit --no-fund --ignore-scripts

# ---- build: sources, the Prisma client and the standalone server; also the tools image (Prisma CLI)
FROM deps AS build
COPY . .
# Generates the Prisma client (lib/generated, not in the context), runs next build and copies public/,
# .next/static and the peer-address preload into .next/standalone.
RUN npm run build:standalone \
 && mkdir /out \
 && mv .next/standalone /out/app \
 && mv /out/app/.next /out/next

# ---- runtime: only the standalone folder, as an unprivileged user
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/app/.data
# The server and its node_modules stay root's (read-only to the app); .next is the app's because Next
# writes its page and image caches there, and DATA_DIR holds uploads when CLOUDINARY_URL is unset.
COPY --from=build /out/app ./
COPY --from=build --chown=node:node /out/next ./.next
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# node:*-slim has no curl: Node's own fetch asks GET /api/health (200 when the database answers SELECT 1).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# HOSTNAME is set above: Docker sets it to the container id, and server.js listens on it.
CMD ["node", "--require", "./peer-address.cjs", "server.js"]
