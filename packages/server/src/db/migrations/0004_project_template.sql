ALTER TABLE "projects" ADD COLUMN "cluster_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "vars" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "image_searching_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deploy_timeout" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "auto_deploy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivery_version_hook" jsonb DEFAULT '{"enable":false,"hook_host":"","path":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "custom_image_rule" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "custom_tar_rule" jsonb;--> statement-breakpoint
-- the single cluster becomes the list of clusters; the kinds take Zadig's deployType names
UPDATE "projects" SET "cluster_ids" = jsonb_build_array("cluster") WHERE "cluster" <> '';--> statement-breakpoint
UPDATE "projects" SET "type" = 'external' WHERE "type" = 'hosting';--> statement-breakpoint
UPDATE "projects" SET "type" = 'cloud_host' WHERE "type" = 'host';--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "cluster";