ALTER TABLE "companies" ADD COLUMN "account_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What an access token's holder may do depends on their user row, their company's row and whether their
-- session is revoked (src/auth/account-states.ts). Every update of a users or companies row raises its
-- account_version, and every revocation or removal of a refresh token raises its user's: the server
-- compares these numbers instead of reading the whole state. A session that LISTENs on account_changed
-- (the embedded PGlite: one process owns the database) is also told which row changed when the change
-- commits; PostgreSQL's pooled connections never listen, so there no NOTIFY is sent.
CREATE FUNCTION "account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.account_version := OLD.account_version + 1;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_listening_channels() AS channel WHERE channel = 'account_changed') THEN
    PERFORM pg_notify('account_changed', TG_TABLE_NAME || ' ' || COALESCE(NEW.id, OLD.id));
  END IF;
  RETURN COALESCE(NEW, OLD);
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_account_changed" BEFORE UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "account_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_account_changed" BEFORE UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "account_changed"();--> statement-breakpoint
CREATE FUNCTION "sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "account_version" = "account_version" + 1 WHERE "id" IN (
      SELECT unnest(ARRAY[ended."user_id", before."user_id"]) FROM ended JOIN before ON before."id" = ended."id"
      WHERE ended."revoked_at" IS DISTINCT FROM before."revoked_at" OR ended."user_id" <> before."user_id"
    );
  ELSE
    UPDATE "users" SET "account_version" = "account_version" + 1 WHERE "id" IN (SELECT "user_id" FROM before);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_revoked" AFTER UPDATE ON "refresh_tokens" REFERENCING OLD TABLE AS before NEW TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION "sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_deleted" AFTER DELETE ON "refresh_tokens" REFERENCING OLD TABLE AS before FOR EACH STATEMENT EXECUTE FUNCTION "sessions_ended"();
