CREATE TABLE "environment_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"services" jsonb NOT NULL,
	"default_values" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environment_revisions_env_revision" UNIQUE("environment_id","revision")
);
--> statement-breakpoint
CREATE TABLE "environments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project" text NOT NULL,
	"name" text NOT NULL,
	"namespace" text DEFAULT '' NOT NULL,
	"cluster_id" text DEFAULT '' NOT NULL,
	"production" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'spock' NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"registry_id" text DEFAULT '' NOT NULL,
	"default_values" text DEFAULT '' NOT NULL,
	"share" jsonb DEFAULT '{"enable":false,"is_base":false,"base_env":""}'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environments_project_name" UNIQUE("project","name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"project" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'spock' NOT NULL,
	"yaml" text DEFAULT '' NOT NULL,
	"variable_yaml" text DEFAULT '' NOT NULL,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_project_name" UNIQUE("project","name")
);
--> statement-breakpoint
ALTER TABLE "library_templates" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "environment_revisions" ADD CONSTRAINT "environment_revisions_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;