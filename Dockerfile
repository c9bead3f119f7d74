# syntax=docker/dockerfile:1
# Hadir in one image: the api and the gateway (which serves the web app), built once. compose.yaml
# runs each as its own service (`node api/dist/index.js`, `node gateway/dist/index.js`); alone,
# `node scripts/start.mjs` runs both, as `npm start` does. docs/operations.md "Containers".

FROM node:20-bookworm-slim AS build
# argon2 builds its addon from source (package.json allowScripts): a compiler in this stage only.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/package.json
COPY api/package.json api/package.json
COPY gateway/package.json gateway/package.json
COPY web/package.json web/package.json
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  DATA_DIR=/app/data \
  WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=build /app/package.json /app/schema.graphql ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/common/package.json ./common/package.json
COPY --from=build /app/common/dist ./common/dist
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/gateway/package.json ./gateway/package.json
COPY --from=build /app/gateway/dist ./gateway/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/scripts/start.mjs /app/scripts/processes.mjs ./scripts/
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080 4000
CMD ["node", "scripts/start.mjs"]
