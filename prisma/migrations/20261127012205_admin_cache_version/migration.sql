-- Hand-written first, as the generated part below drops the two old counter tables: their values,
-- kept until the end of this migration for the new table's rows (a replica of the previous
-- release still compares its cache with them during a rolling update).
CREATE TEMPORARY TABLE admin_cache_carry ON COMMIT DROP AS
  SELECT 'knowledge_gaps'::text AS name, version FROM knowledge_gap_version WHERE id = 1
  UNION ALL
  SELECT 'admin_statistics'::text AS name, version FROM admin_statistics_version WHERE id = 1;

-- DropTable
DROP TABLE "knowledge_gap_version";

-- DropTable
DROP TABLE "admin_statistics_version";

-- CreateTable
CREATE TABLE "admin_cache_version" (
    "name" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "admin_cache_version_pkey" PRIMARY KEY ("name")
);


-- Hand-written below (Prisma's schema cannot declare triggers): one row per admin cache, carrying
-- the old counters over, and one bump function, admin_cache_bump(name), that every trigger calls,
-- in place of the two tables and their two families of functions (20261126225012 and
-- 20261126230722). The triggers fire on the same writes as before and keep their names.
INSERT INTO "admin_cache_version" ("name", "version") SELECT name, version FROM admin_cache_carry;
INSERT INTO "admin_cache_version" ("name", "version") VALUES ('knowledge_gaps', 0), ('admin_statistics', 0)
  ON CONFLICT DO NOTHING;

-- The old functions, and with them (CASCADE) every trigger that called them.
DROP FUNCTION knowledge_gap_bump(), knowledge_gap_message_inserted(), admin_statistics_bump(),
  admin_statistics_message_inserted() CASCADE;

-- The one bump: raises the named cache's counter. A statement-level trigger takes the row's lock
-- once per statement; only the writes a cache reads raise it, so most chat writes do not queue on it.
CREATE FUNCTION admin_cache_bump(cache text) RETURNS void LANGUAGE sql AS $$
  UPDATE admin_cache_version SET version = version + 1 WHERE name = cache;
$$;

-- Trigger form: the cache's name is the trigger's argument.
CREATE FUNCTION admin_cache_bump_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_cache_bump(TG_ARGV[0]);
  RETURN NULL;
END $$;

-- Knowledge gaps. A new message is a gap when its answer is "not found"/"not stated", or when its
-- conversation is already rated low (every question of such a conversation is listed, with its answer).
CREATE FUNCTION knowledge_gap_message_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.answer_status IN ('not_found', 'not_stated')
     OR EXISTS (SELECT 1 FROM ratings r WHERE r.conversation_id = NEW.conversation_id AND r.rating <= 2) THEN
    PERFORM admin_cache_bump('knowledge_gaps');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER knowledge_gap_message_insert AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION knowledge_gap_message_inserted();
CREATE TRIGGER knowledge_gap_message_update AFTER UPDATE ON messages
  FOR EACH ROW WHEN (
    OLD.answer_status IN ('not_found', 'not_stated') OR NEW.answer_status IN ('not_found', 'not_stated')
    OR OLD.content IS DISTINCT FROM NEW.content OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.reply_to_id IS DISTINCT FROM NEW.reply_to_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.conversation_id IS DISTINCT FROM NEW.conversation_id OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_message_delete AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.answer_status IN ('not_found', 'not_stated') OR OLD.role = 'user')
  EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');

CREATE TRIGGER knowledge_gap_feedback_insert AFTER INSERT ON message_feedback
  FOR EACH ROW WHEN (NEW.value = 'down') EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_feedback_update AFTER UPDATE ON message_feedback
  FOR EACH ROW WHEN (OLD.value = 'down' OR NEW.value = 'down') EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_feedback_delete AFTER DELETE ON message_feedback
  FOR EACH ROW WHEN (OLD.value = 'down') EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');

CREATE TRIGGER knowledge_gap_rating_insert AFTER INSERT ON ratings
  FOR EACH ROW WHEN (NEW.rating <= 2) EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_rating_update AFTER UPDATE ON ratings
  FOR EACH ROW WHEN (OLD.rating <= 2 OR NEW.rating <= 2) EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_rating_delete AFTER DELETE ON ratings
  FOR EACH ROW WHEN (OLD.rating <= 2) EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');

-- The state filter and an admin's scope read the users' preferences; the list shows the channel.
CREATE TRIGGER knowledge_gap_user_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.preferences IS DISTINCT FROM NEW.preferences)
  EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');
CREATE TRIGGER knowledge_gap_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (OLD.channel IS DISTINCT FROM NEW.channel OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');

CREATE TRIGGER knowledge_gap_state_change AFTER INSERT OR UPDATE OR DELETE ON knowledge_gap_states
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('knowledge_gaps');

-- Admin statistics. The topics read each recent conversation's first question: raise only for a
-- conversation's first user message (or one written before the others).
CREATE FUNCTION admin_statistics_message_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM messages m
    WHERE m.conversation_id = NEW.conversation_id AND m.role = 'user' AND m.id <> NEW.id
      AND (m.created_at, m.id) < (NEW.created_at, NEW.id)
  ) THEN
    PERFORM admin_cache_bump('admin_statistics');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER admin_statistics_conversation_change AFTER INSERT OR DELETE OR TRUNCATE ON conversations
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');

CREATE TRIGGER admin_statistics_message_insert AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.role = 'user') EXECUTE FUNCTION admin_statistics_message_inserted();
CREATE TRIGGER admin_statistics_message_update AFTER UPDATE ON messages
  FOR EACH ROW WHEN (OLD.role = 'user' AND (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.conversation_id IS DISTINCT FROM NEW.conversation_id)
    OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_message_delete AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.role = 'user') EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');

CREATE TRIGGER admin_statistics_rating_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ratings
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_feedback_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_citation_change AFTER INSERT OR DELETE OR TRUNCATE ON knowledge_citations
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_usage_change AFTER INSERT OR DELETE OR TRUNCATE ON usage_events
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_document_update AFTER UPDATE ON knowledge_documents
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_document_delete AFTER DELETE ON knowledge_documents
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');

CREATE TRIGGER admin_statistics_user_change AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
CREATE TRIGGER admin_statistics_user_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.preferences IS DISTINCT FROM NEW.preferences
    OR OLD.village_profile IS DISTINCT FROM NEW.village_profile)
  EXECUTE FUNCTION admin_cache_bump_trigger('admin_statistics');
