# syntax=docker/dockerfile:1
# The site as a container image (docs/deploy.md, decision 089). Node 24 comes from
# the base image: the `node` npm package the project pins for `npm run …` on a
# developer's machine is neither downloaded nor kept here.
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency (the tooling), then `npm run build`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm pkg set allowScripts.node=false --json \
 && npm ci --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node
COPY . .
RUN npm run build

# The runtime's node_modules: the production install (`npm ci --omit=dev`), as
# tests/e2e/production-install.test.ts performs it, without the pinned Node.
FROM ${NODE_IMAGE} AS runtime-modules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm pkg set allowScripts.node=false --json \
 && npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node \
 && npm cache clean --force

FROM ${NODE_IMAGE}
# The memory settings of `npm run serve` (decision 072): CMD starts node itself,
# so that it is PID 1 and receives SIGTERM (server.js then finishes in-flight
# requests and closes the database); npm in between would not pass the signal on.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=1048576
WORKDIR /app
# What a release consists of: package.json's "files", with package.json and its lock.
COPY --from=runtime-modules /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/server.js ./
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts/db-backup.js /app/scripts/db-restore.js /app/scripts/set-admin-password.js ./scripts/
# The embedded database, uploads included, and the generated admin password live
# in DATA_DIR: a volume, owned by the unprivileged user the server runs as.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "server.js"]
