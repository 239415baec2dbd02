# syntax=docker/dockerfile:1
# One image for the API instances (default target) and one for the reverse proxy (target "proxy": Caddy with the
# apps' static builds). See docs/deployment.md and compose.yaml.

FROM node:20-bookworm-slim AS base
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
WORKDIR /app

# ---- build: every dependency, the production builds of the shell and the remotes, then production dependencies only
FROM base AS build
# better-sqlite3 is compiled when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN corepack pnpm install --frozen-lockfile
RUN node scripts/build.mjs --force
# The proxy's copy of the builds, as the API lays them out (/build/<app>/), without source maps and dotfiles.
RUN mkdir -p /static/build \
  && for app in shell mfe-*; do cp -r "$app/dist" "/static/build/$app"; done \
  && find /static -type f \( -name '*.map' -o -name '.*' \) -delete
RUN CI=true corepack pnpm install --frozen-lockfile --prod --offline --config.confirmModulesPurge=false

# ---- api: `node --import tsx src/main.ts` (one process: SIGTERM reaches the server, which drains and exits)
FROM base AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_ROOT=/app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
WORKDIR /app/server
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]

# ---- proxy: Caddy in front of the API instances, serving /build/* itself
FROM caddy:2 AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /static /srv

# The default target.
FROM api
