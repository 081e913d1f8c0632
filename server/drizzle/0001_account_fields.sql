ALTER TABLE "users" ALTER COLUMN "uitlener_asked_for_help" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "uitlener_asked_for_help" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "uitlener_asked_for_help" SET DATA TYPE integer USING NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_name_type" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_uitlener_asked_for_help_companies_id_fk" FOREIGN KEY ("uitlener_asked_for_help") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
