-- CreateTable
CREATE TABLE "admin_statistics_version" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "admin_statistics_version_pkey" PRIMARY KEY ("id")
);



-- Hand-written below (Prisma's schema cannot declare triggers): the counter's one row, and the
-- triggers that raise it whenever something GET /api/admin/statistics reads changes (a
-- conversation, a conversation's first question, a rating, a 👍/👎, a citation or a cited
-- document's title, a feature use, a user or their home state/district). Each replica caches the
-- statistics under the counter's value (modules/admin/service.ts), so a new conversation
-- or rating shows on every replica at the next request. An answer or a follow-up question does
-- not raise it, so most chat writes do not queue on the row's lock; statement-level triggers take
-- the lock once per statement.
INSERT INTO "admin_statistics_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION admin_statistics_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_statistics_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- The topics read each recent conversation's first question: raise only for a conversation's
-- first user message (or one written before the others).
CREATE OR REPLACE FUNCTION admin_statistics_message_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM messages m
    WHERE m.conversation_id = NEW.conversation_id AND m.role = 'user' AND m.id <> NEW.id
      AND (m.created_at, m.id) < (NEW.created_at, NEW.id)
  ) THEN
    UPDATE admin_statistics_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER admin_statistics_conversation_change AFTER INSERT OR DELETE OR TRUNCATE ON conversations
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION admin_statistics_bump();

CREATE TRIGGER admin_statistics_message_insert AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.role = 'user') EXECUTE FUNCTION admin_statistics_message_inserted();
CREATE TRIGGER admin_statistics_message_update AFTER UPDATE ON messages
  FOR EACH ROW WHEN (OLD.role = 'user' AND (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.conversation_id IS DISTINCT FROM NEW.conversation_id)
    OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_message_delete AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.role = 'user') EXECUTE FUNCTION admin_statistics_bump();

CREATE TRIGGER admin_statistics_rating_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ratings
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_feedback_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_citation_change AFTER INSERT OR DELETE OR TRUNCATE ON knowledge_citations
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_usage_change AFTER INSERT OR DELETE OR TRUNCATE ON usage_events
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_document_update AFTER UPDATE ON knowledge_documents
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_document_delete AFTER DELETE ON knowledge_documents
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();

CREATE TRIGGER admin_statistics_user_change AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION admin_statistics_bump();
CREATE TRIGGER admin_statistics_user_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.preferences IS DISTINCT FROM NEW.preferences
    OR OLD.village_profile IS DISTINCT FROM NEW.village_profile)
  EXECUTE FUNCTION admin_statistics_bump();
