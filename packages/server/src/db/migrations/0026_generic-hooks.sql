CREATE TABLE "workflow_generic_hooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_name" text NOT NULL,
	"name" text NOT NULL,
	"hook" jsonb NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_generic_hooks_workflow_name_key" UNIQUE("workflow_name","name")
);
--> statement-breakpoint
ALTER TABLE "workflow_generic_hooks" ADD CONSTRAINT "workflow_generic_hooks_workflow_name_workflows_name_fk" FOREIGN KEY ("workflow_name") REFERENCES "public"."workflows"("name") ON DELETE cascade ON UPDATE cascade;