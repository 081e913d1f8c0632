CREATE TYPE "public"."proposal_status" AS ENUM('open', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "scheme_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheme_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"hirer_company_id" integer NOT NULL,
	"agency_company_id" integer NOT NULL,
	"proposed_by" integer NOT NULL,
	"scheme_id" integer,
	"based_on_version" integer,
	"payload" jsonb NOT NULL,
	"cao_version_id" integer,
	"signed_fullname" varchar(256) NOT NULL,
	"status" "proposal_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"accepted_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"accepted_scheme_id" integer,
	"accepted_version" integer,
	CONSTRAINT "scheme_proposals_based_on" CHECK (("scheme_proposals"."scheme_id" is null) = ("scheme_proposals"."based_on_version" is null)),
	CONSTRAINT "scheme_proposals_decided" CHECK (("scheme_proposals"."status" = 'accepted') = ("scheme_proposals"."accepted_at" is not null and "scheme_proposals"."accepted_version" is not null and "scheme_proposals"."accepted_scheme_id" is not null) and ("scheme_proposals"."status" = 'rejected') = ("scheme_proposals"."rejected_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_hirer_company_id_companies_id_fk" FOREIGN KEY ("hirer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_cao_version_id_cao_versions_id_fk" FOREIGN KEY ("cao_version_id") REFERENCES "public"."cao_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_proposals" ADD CONSTRAINT "scheme_proposals_accepted_scheme_id_schemes_id_fk" FOREIGN KEY ("accepted_scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_proposals_guid_idx" ON "scheme_proposals" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "scheme_proposals_hirer_status_idx" ON "scheme_proposals" USING btree ("hirer_company_id","status");--> statement-breakpoint
CREATE INDEX "scheme_proposals_agency_idx" ON "scheme_proposals" USING btree ("agency_company_id");