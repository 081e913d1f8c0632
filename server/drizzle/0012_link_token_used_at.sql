-- Links used before this column existed keep null: their use cannot be told from their ending by a newer link.
ALTER TABLE "link_tokens" ADD COLUMN "used_at" timestamp with time zone;