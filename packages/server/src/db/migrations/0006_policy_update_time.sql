ALTER TABLE "policies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "policies" SET "updated_at" = "created_at";