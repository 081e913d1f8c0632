ALTER TABLE "cao_werksoorten" ADD COLUMN "periods" jsonb;--> statement-breakpoint
ALTER TABLE "cao_werksoorten" ADD COLUMN "per" varchar(10);