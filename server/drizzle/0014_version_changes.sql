-- Issue 19: a version may be stored as its changes against the version before it (src/schemes/version-delta.ts);
-- the versions saved before stay whole.
ALTER TABLE "scheme_versions" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD CONSTRAINT "scheme_versions_whole_or_changes" CHECK (("scheme_versions"."payload" is null) <> ("scheme_versions"."changes" is null));--> statement-breakpoint
ALTER TABLE "scheme_versions" ADD CONSTRAINT "scheme_versions_first_whole" CHECK ("scheme_versions"."number" > 1 or "scheme_versions"."payload" is not null);