CREATE TYPE "public"."user_admission" AS ENUM('founder', 'admitted', 'requested');--> statement-breakpoint
CREATE TABLE "mailbox_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"via" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admission" "user_admission" DEFAULT 'founder' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admitted_by" integer;--> statement-breakpoint
ALTER TABLE "mailbox_proofs" ADD CONSTRAINT "mailbox_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_proofs_user_email_idx" ON "mailbox_proofs" USING btree ("user_id",lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing sub-users were let in by their company's main user (the invitation of a colleague).
UPDATE "users" AS u SET "admission" = 'admitted', "admitted_by" = (
	SELECT m."id" FROM "users" AS m
	WHERE m."company_id" = u."company_id" AND m."is_main_user" AND m."id" <> u."id"
	ORDER BY m."deleted_at" NULLS FIRST, m."id" LIMIT 1
) WHERE NOT u."is_main_user" AND EXISTS (
	SELECT 1 FROM "users" AS m WHERE m."company_id" = u."company_id" AND m."is_main_user" AND m."id" <> u."id"
);--> statement-breakpoint
-- What agencies could see before: every link to their KVK number stays visible to their main users (and,
-- through them, to the colleagues they let in), as if each had proved the link's contact address.
INSERT INTO "mailbox_proofs" ("user_id", "email", "via")
SELECT DISTINCT u."id", lower(k."contact_email"), 'migration'
FROM "koppelingen" AS k
JOIN "companies" AS c ON c."kind" = 'uitlener' AND c."kvk_nr" = k."kvk_nr" AND c."deleted_at" IS NULL
JOIN "users" AS u ON u."company_id" = c."id" AND u."is_main_user" AND u."deleted_at" IS NULL
WHERE lower(k."contact_email") <> lower(u."email")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The same for hirers and the invitations agencies sent to their KVK number.
INSERT INTO "mailbox_proofs" ("user_id", "email", "via")
SELECT DISTINCT u."id", lower(i."email"), 'migration'
FROM "uitlener_invites" AS i
JOIN "companies" AS c ON c."kind" = 'inlener' AND c."kvk_nr" = i."kvk_nr" AND c."deleted_at" IS NULL
JOIN "users" AS u ON u."company_id" = c."id" AND u."is_main_user" AND u."deleted_at" IS NULL
WHERE lower(i."email") <> lower(u."email")
ON CONFLICT DO NOTHING;
