-- The admin's conversation search: trigram indexes over message text and its romanised form
-- squashed, without the separators between words (apps/api/src/modules/chat/search-text.ts), in
-- place of the unsquashed ones; the same statements as SEARCH_INDEXES in search-indexes.ts, which
-- the app runs again at start-up (a no-op once they exist). Here because building them over the
-- messages already stored takes a while (400,000 messages: 41 s in the embedded database, 21 s on
-- PostgreSQL, where writes to messages wait meanwhile): a migration runs before the app listens,
-- a start-up plugin has 10 s. Skipped, as at start-up, where the server has no pg_trgm: the search
-- then works without them, only slower.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS messages_content_squashed_trgm_idx ON messages USING gin ((replace(replace(replace(replace(replace(content, ' ', ''), '-', ''), ',', ''), '.', ''), '/', '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS messages_search_glued_trgm_idx ON messages USING gin ((replace(search_text, ' ', '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    DROP INDEX IF EXISTS messages_content_trgm_idx;
    DROP INDEX IF EXISTS messages_search_text_trgm_idx;
  ELSE
    RAISE NOTICE 'pg_trgm is not available: the admin conversation search runs without trigram indexes';
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm could not be created (%): the admin conversation search runs without trigram indexes', SQLERRM;
END $$;
