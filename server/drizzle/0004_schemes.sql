CREATE TABLE "cao_compliances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cao_compliances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"cao_version_id" integer NOT NULL,
	"signed_fullname" varchar(256) NOT NULL,
	"jobs" jsonb NOT NULL,
	"made_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheme_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"number" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"cao_version_id" integer,
	"made_by" integer NOT NULL,
	"signed_fullname" varchar(256) NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"current_version" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cao_compliances" ADD CONSTRAINT "cao_compliances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cao_compliances" ADD CONSTRAINT "cao_compliances_cao_version_id_cao_versions_id_fk" FOREIGN KEY ("cao_version_id") REFERENCES "public"."cao_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cao_compliances" ADD CONSTRAINT "cao_compliances_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD CONSTRAINT "scheme_versions_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD CONSTRAINT "scheme_versions_cao_version_id_cao_versions_id_fk" FOREIGN KEY ("cao_version_id") REFERENCES "public"."cao_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD CONSTRAINT "scheme_versions_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cao_compliances_company_id_idx" ON "cao_compliances" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_versions_scheme_number_idx" ON "scheme_versions" USING btree ("scheme_id","number");--> statement-breakpoint
CREATE INDEX "scheme_versions_cao_version_idx" ON "scheme_versions" USING btree ("cao_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schemes_guid_idx" ON "schemes" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "schemes_company_id_idx" ON "schemes" USING btree ("company_id");--> statement-breakpoint
CREATE FUNCTION "refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are never updated', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "scheme_versions_append_only" BEFORE UPDATE ON "scheme_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_update"();--> statement-breakpoint
CREATE TRIGGER "cao_compliances_append_only" BEFORE UPDATE ON "cao_compliances" FOR EACH ROW EXECUTE FUNCTION "refuse_update"();
