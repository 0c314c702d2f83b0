CREATE TABLE "workflow_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"name" text NOT NULL,
	"workflows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_views_project_name" UNIQUE("project_name","name")
);
