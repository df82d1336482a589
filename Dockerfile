# AI Sachiv: one image = the API, which also serves the built web app. PostgreSQL runs beside it
# (see docker-compose.yml). Everything is installed from the npm registry; no native engines.
FROM node:20-bookworm-slim

RUN npm i -g pnpm@12.21.0 && npm cache clean --force
# pdftotext extracts Devanagari from PDFs correctly (the pdf.js fallback splits conjuncts);
# pdfinfo gives a page's size before pdftoppm draws it (pixel cap).
# dict-freedict-eng-hin: the English–Hindi dictionary cross-language search reads (GPL data, so
# it is installed from Debian, not copied into the repository).
RUN apt-get update && apt-get install -y --no-install-recommends poppler-utils dict-freedict-eng-hin \
  && rm -rf /var/lib/apt/lists/*

# Run as the image's unprivileged `node` user; it owns the app folder.
WORKDIR /app
RUN chown node:node /app
USER node
ENV CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false

# Dependencies first, so this layer is rebuilt only when a manifest or the lockfile changes.
# Every workspace manifest is needed for --frozen-lockfile; the api's postinstall generates the
# Prisma client from the schema, so that script and the schema come along too.
COPY --chown=node:node package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY --chown=node:node apps/api/package.json apps/api/
COPY --chown=node:node apps/api/scripts apps/api/scripts
COPY --chown=node:node apps/web/package.json apps/web/
COPY --chown=node:node packages/contracts/package.json packages/contracts/
COPY --chown=node:node packages/content/package.json packages/content/
COPY --chown=node:node packages/test-support/package.json packages/test-support/
COPY --chown=node:node bench/package.json bench/
COPY --chown=node:node prisma/schema.prisma prisma/
RUN pnpm install --frozen-lockfile

COPY --chown=node:node . .
RUN pnpm exec turbo run build --filter=@sachiv/web

# Set after the install: NODE_ENV=production would make pnpm skip the devDependencies the build needs.
# The heap cap makes V8 collect garbage before RSS balloons: 1,000 open chat streams peak near
# 490 MB with it and near 990 MB without (bench/chat-stream.bench.ts).
# File readers do not share that heap: they run in worker threads with their own cap, so a
# document that needs more (a 10 MB document.xml takes ~250 MB in mammoth) ends only its worker.
# Heaps at most: 384 MB + 2 × 256 MB.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    NODE_OPTIONS=--max-old-space-size=384 \
    DOCUMENT_PARSER_WORKERS=2 \
    DOCUMENT_PARSER_MEMORY_MB=256
EXPOSE 3000
CMD ["pnpm", "--filter", "@sachiv/api", "start"]
