CREATE TYPE "public"."koppeling_event_kind" AS ENUM('created', 'disabled', 're_enabled', 'contact_changed');--> statement-breakpoint
CREATE TABLE "koppeling_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "koppeling_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"koppeling_id" integer NOT NULL,
	"kind" "koppeling_event_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "koppelingen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "koppelingen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"scheme_id" integer,
	"compliance_id" integer,
	"kvk_nr" varchar(8) NOT NULL,
	"handelsnaam" varchar(300) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	CONSTRAINT "koppelingen_one_subject" CHECK (("koppelingen"."scheme_id" is null) <> ("koppelingen"."compliance_id" is null))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uitlener_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uitlener_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_company_id" integer NOT NULL,
	"kvk_nr" varchar(8) NOT NULL,
	"email" varchar(254) NOT NULL,
	"proposals_enabled" boolean NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "koppeling_events" ADD CONSTRAINT "koppeling_events_koppeling_id_koppelingen_id_fk" FOREIGN KEY ("koppeling_id") REFERENCES "public"."koppelingen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_events" ADD CONSTRAINT "koppeling_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_compliance_id_cao_compliances_id_fk" FOREIGN KEY ("compliance_id") REFERENCES "public"."cao_compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uitlener_invites" ADD CONSTRAINT "uitlener_invites_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uitlener_invites" ADD CONSTRAINT "uitlener_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "koppeling_events_koppeling_idx" ON "koppeling_events" USING btree ("koppeling_id");--> statement-breakpoint
CREATE UNIQUE INDEX "koppelingen_scheme_kvk_idx" ON "koppelingen" USING btree ("scheme_id","kvk_nr") WHERE "koppelingen"."scheme_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "koppelingen_compliance_kvk_idx" ON "koppelingen" USING btree ("compliance_id","kvk_nr") WHERE "koppelingen"."compliance_id" is not null;--> statement-breakpoint
CREATE INDEX "koppelingen_kvk_nr_idx" ON "koppelingen" USING btree ("kvk_nr");--> statement-breakpoint
CREATE INDEX "koppelingen_company_id_idx" ON "koppelingen" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_requests_company_id_idx" ON "support_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uitlener_invites_agency_kvk_idx" ON "uitlener_invites" USING btree ("agency_company_id","kvk_nr");--> statement-breakpoint
CREATE INDEX "uitlener_invites_kvk_nr_idx" ON "uitlener_invites" USING btree ("kvk_nr");