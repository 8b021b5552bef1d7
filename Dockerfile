# Gatehouse image: the same build runs `gatehouse api` or `gatehouse worker` (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-fund --no-audit
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY workflows workflows
COPY activities activities
COPY scripts scripts
COPY bin bin
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY package.json package-lock.json .npmrc ./
# No embedded parts in a container: PostgreSQL and Temporal are services of their own.
RUN npm ci --omit=dev --ignore-scripts --no-fund --no-audit
COPY --from=build /app/dist dist
COPY bin bin
USER node
EXPOSE 8080
ENTRYPOINT ["node", "bin/gatehouse.js"]
CMD ["api"]
