-- Links issued by simultaneous requests may have left several usable tokens of one user and purpose: only the
-- newest stays usable, as createLinkToken intended.
UPDATE "link_tokens" SET "consumed_at" = now()
WHERE "consumed_at" IS NULL
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "purpose") "id" FROM "link_tokens"
    WHERE "consumed_at" IS NULL
    ORDER BY "user_id", "purpose", "created_at" DESC, "id" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_one_live_idx" ON "link_tokens" USING btree ("user_id","purpose") WHERE "link_tokens"."consumed_at" is null;
