# AI Sachiv: one image = the API, which also serves the built web app. PostgreSQL runs beside it
# (see docker-compose.yml). Everything is installed from the npm registry; no native engines.
# Two stages: the build stage has every dependency (TypeScript, Vite, the Prisma CLI that
# generates the client); the image keeps only the API's production dependencies (`pnpm deploy
# --prod`), so vitest, playwright, lighthouse and the Prisma CLIs are not shipped.

FROM node:20-bookworm-slim AS build
RUN npm i -g pnpm@12.21.0 && npm cache clean --force
WORKDIR /build
ENV CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false

# Dependencies first, so this layer is rebuilt only when a manifest or the lockfile changes.
# Every workspace manifest is needed for --frozen-lockfile; the api's postinstall generates the
# Prisma client from the schema, so that script and the schema come along too.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/api/scripts apps/api/scripts
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/content/package.json packages/content/
COPY packages/test-support/package.json packages/test-support/
COPY bench/package.json bench/
COPY prisma/schema.prisma prisma/
RUN pnpm install --frozen-lockfile

COPY . .
RUN pnpm exec turbo run build --filter=@sachiv/web --filter=@sachiv/api
# The API with its production dependencies only (the workspace packages it uses come along);
# the generated Prisma client is part of its source. Its tests stay behind.
RUN pnpm --filter @sachiv/api deploy --prod --ignore-scripts /prod/api \
  && test -f /prod/api/src/generated/prisma/client.ts \
  && rm -rf /prod/api/test /prod/api/vitest.config.ts

FROM node:20-bookworm-slim
# pdftotext extracts Devanagari from PDFs correctly (the pdf.js fallback splits conjuncts);
# pdfinfo gives a page's size before pdftoppm draws it (pixel cap).
# dict-freedict-eng-hin: the English–Hindi dictionary cross-language search reads (GPL data, so
# it is installed from Debian, not copied into the repository).
RUN apt-get update && apt-get install -y --no-install-recommends poppler-utils dict-freedict-eng-hin \
  && rm -rf /var/lib/apt/lists/*

# The repository's layout, reduced to what runs: the API, the built web app, the migrations.
# Run as the image's unprivileged `node` user; it owns the app folder (the embedded database's
# data folder is created in it when DATABASE_URL is not set).
WORKDIR /app
RUN chown node:node /app
COPY --from=build --chown=node:node /prod/api apps/api
# The API built into plain JavaScript (scripts/build.mjs): production runs it without tsx.
COPY --from=build --chown=node:node /build/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /build/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /build/prisma prisma
USER node
WORKDIR /app/apps/api

# The heap cap makes V8 collect garbage before RSS balloons: 1,000 open chat streams peak near
# 490 MB with it and near 990 MB without (bench/chat-stream.bench.ts).
# File readers do not share that heap: they run in worker threads with their own cap, so a
# document that needs more (a 10 MB document.xml takes ~250 MB in mammoth) ends only its worker.
# Heaps at most: 384 MB + 256 MB (one parser thread; DOCUMENT_PARSER_WORKERS=2 adds one more).
# MALLOC_ARENA_MAX=2: two malloc arenas instead of up to 8 per core, one per thread that allocates
# (apps/api/scripts/replicas.ts, PRODUCTION_ENV; bench/soak.bench.ts measured the creep without it).
# MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB and more (images, audio) mapped on their own
# and handed back when freed, instead of glibc's rising threshold carving them from the arenas.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DOCUMENT_PARSER_WORKERS=1 \
    DOCUMENT_PARSER_MEMORY_MB=256
EXPOSE 3000
# The node flags of production-node-flags.json (as `pnpm start`): the heap cap, and WebAssembly
# (the embedded database, OCR) compiled once by the optimising compiler, not twice (~70 MB less),
# and V8 tuned for memory over speed (--optimize-for-size: ~100 MB less with 1,000 open streams).
CMD ["node", "--max-old-space-size=384", "--no-liftoff", "--optimize-for-size", "dist/server.js"]
