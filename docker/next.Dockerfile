# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS build
WORKDIR /src/next-app
ENV NEXT_TELEMETRY_DISABLED=1
COPY next-app/package.json next-app/package-lock.json ./
RUN npm install --no-audit --no-fund
COPY locales /src/locales
COPY next-app ./
RUN ./node_modules/.bin/next build

FROM node:20-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app/next-app
COPY --from=build --chown=node:node /src/next-app /app/next-app
COPY --from=build --chown=node:node /src/locales /app/locales
# The image's own unprivileged "node" user.
USER 1000
EXPOSE 3000
# Reachable only by the BFF: in compose it is on the internal network alone.
CMD ["./node_modules/.bin/next", "start", "-p", "3000", "-H", "0.0.0.0"]
