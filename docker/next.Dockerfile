# syntax=docker/dockerfile:1
# The Next.js server. Base pinned to the exact Node release the project is built and tested on.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src/next-app
ENV NEXT_TELEMETRY_DISABLED=1
COPY next-app/package.json next-app/package-lock.json ./
RUN npm install --no-audit --no-fund
COPY locales /src/locales
COPY next-app ./
RUN ./node_modules/.bin/next build

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HEALTH_PORT=3000 HEALTH_PATH=/
WORKDIR /app/next-app
COPY --from=build --chown=node:node /src/next-app /app/next-app
COPY --from=build --chown=node:node /src/locales /app/locales
COPY docker/healthcheck.sh /app/healthcheck.sh
# The image's own unprivileged "node" user.
USER 1000
EXPOSE 3000
# Next answers a request that did not come through the BFF (no brand) with its own 404: alive.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 CMD ["/app/healthcheck.sh"]
# Reachable only by the BFF: in compose and Kubernetes it is reached through an internal address alone.
CMD ["./node_modules/.bin/next", "start", "-p", "3000", "-H", "0.0.0.0"]
