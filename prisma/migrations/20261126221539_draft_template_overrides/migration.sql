-- CreateTable
CREATE TABLE "draft_template_overrides" (
    "id" UUID NOT NULL,
    "state" TEXT NOT NULL,
    "template_id" TEXT NOT NULL,
    "title" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "body" JSONB NOT NULL,
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "draft_template_overrides_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "draft_template_overrides_state_template_id_key" ON "draft_template_overrides"("state", "template_id");

