# One build, two runtime images: `api` (NestJS) and `web` (serves any one built front-end app).
# docker-compose.yml picks the target and, for `web`, which app folder to serve.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-storefront/package.json mf-storefront/
COPY mf-seller/package.json mf-seller/
COPY mf-admin/package.json mf-admin/
COPY tools/web-server/package.json tools/web-server/
COPY tools/oidc-provider/package.json tools/oidc-provider/
COPY tools/s3-stand-in/package.json tools/s3-stand-in/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/contract/package.json contract/package.json
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# Uploaded images live in /data with MEDIA_STORAGE=disk (a volume); the unprivileged user must own it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The flag: see API_NODE_FLAGS in scripts/lib/workspace.mjs.
CMD ["node", "--max-semi-space-size=64", "api/dist/main.js"]

FROM node:20-bookworm-slim AS web
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules node_modules
# The server's build; its package.json says that build is ES modules.
COPY --from=build /app/tools/web-server/package.json tools/web-server/package.json
COPY --from=build /app/tools/web-server/dist tools/web-server/dist
# The public pages' head writes prices with the contract's functions.
COPY --from=build /app/contract/package.json contract/package.json
COPY --from=build /app/contract/dist contract/dist
# The apps' ports (each server's default port, by WEB_NAME).
COPY --from=build /app/shared-ui/src/mf/apps.json shared-ui/src/mf/apps.json
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-storefront/dist mf-storefront/dist
COPY --from=build /app/mf-seller/dist mf-seller/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
USER node
CMD ["node", "tools/web-server/dist/server.js"]
