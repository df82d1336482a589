-- CreateTable
CREATE TABLE "knowledge_gap_version" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "knowledge_gap_version_pkey" PRIMARY KEY ("id")
);


-- Hand-written below (Prisma's schema cannot declare triggers): the counter's one row, and the
-- triggers that raise it whenever something the knowledge gaps read (modules/gaps/service.ts)
-- changes. The API caches each gap list under the counter's value and recomputes when it moved,
-- so a new gap shows on every replica at its next request. Only gap-relevant writes raise it (an
-- ordinary answer does not), so chat writes do not queue on the row's lock.
INSERT INTO "knowledge_gap_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION knowledge_gap_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE knowledge_gap_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- A new message is a gap when its answer is "not found"/"not stated", or when its conversation is
-- already rated low (every question of such a conversation is listed, with its answer).
CREATE OR REPLACE FUNCTION knowledge_gap_message_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.answer_status IN ('not_found', 'not_stated')
     OR EXISTS (SELECT 1 FROM ratings r WHERE r.conversation_id = NEW.conversation_id AND r.rating <= 2) THEN
    UPDATE knowledge_gap_version SET version = version + 1 WHERE id = 1;
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
  EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_message_delete AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.answer_status IN ('not_found', 'not_stated') OR OLD.role = 'user')
  EXECUTE FUNCTION knowledge_gap_bump();

CREATE TRIGGER knowledge_gap_feedback_insert AFTER INSERT ON message_feedback
  FOR EACH ROW WHEN (NEW.value = 'down') EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_feedback_update AFTER UPDATE ON message_feedback
  FOR EACH ROW WHEN (OLD.value = 'down' OR NEW.value = 'down') EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_feedback_delete AFTER DELETE ON message_feedback
  FOR EACH ROW WHEN (OLD.value = 'down') EXECUTE FUNCTION knowledge_gap_bump();

CREATE TRIGGER knowledge_gap_rating_insert AFTER INSERT ON ratings
  FOR EACH ROW WHEN (NEW.rating <= 2) EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_rating_update AFTER UPDATE ON ratings
  FOR EACH ROW WHEN (OLD.rating <= 2 OR NEW.rating <= 2) EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_rating_delete AFTER DELETE ON ratings
  FOR EACH ROW WHEN (OLD.rating <= 2) EXECUTE FUNCTION knowledge_gap_bump();

-- The state filter and an admin's scope read the users' preferences; the list shows the channel.
CREATE TRIGGER knowledge_gap_user_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.preferences IS DISTINCT FROM NEW.preferences) EXECUTE FUNCTION knowledge_gap_bump();
CREATE TRIGGER knowledge_gap_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (OLD.channel IS DISTINCT FROM NEW.channel OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION knowledge_gap_bump();

CREATE TRIGGER knowledge_gap_state_change AFTER INSERT OR UPDATE OR DELETE ON knowledge_gap_states
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_gap_bump();
