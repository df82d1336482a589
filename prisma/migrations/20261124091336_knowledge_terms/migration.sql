-- CreateTable
CREATE TABLE "knowledge_terms" (
    "term" TEXT NOT NULL,
    "df" INTEGER NOT NULL,

    CONSTRAINT "knowledge_terms_pkey" PRIMARY KEY ("term")
);

