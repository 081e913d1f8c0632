DROP INDEX "companies_kind_kvk_nr_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "salary_table_update_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_kind_kvk_nr_idx" ON "companies" USING btree ("kind","kvk_nr") WHERE "companies"."deleted_at" is null;