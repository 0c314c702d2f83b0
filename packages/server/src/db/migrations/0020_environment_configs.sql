CREATE TABLE "environment_chart_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"service" text NOT NULL,
	"chart_version" text DEFAULT '' NOT NULL,
	"override_yaml" text DEFAULT '' NOT NULL,
	"override_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" jsonb DEFAULT '{"auto_sync":false,"source_detail":null}'::jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environment_chart_values_env_service" UNIQUE("environment_id","service")
);
--> statement-breakpoint
CREATE TABLE "environment_config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"yaml" text NOT NULL,
	"source" jsonb,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "environment_chart_values" ADD CONSTRAINT "environment_chart_values_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_config_versions" ADD CONSTRAINT "environment_config_versions_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;