CREATE TABLE "codehost_oauth_tokens" (
	"codehost_id" integer PRIMARY KEY NOT NULL,
	"refresh_token" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"source" text NOT NULL,
	"delivery_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_source_delivery_id_pk" PRIMARY KEY("source","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_hooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_name" text NOT NULL,
	"name" text NOT NULL,
	"hook" jsonb NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_hooks_workflow_name_name" UNIQUE("workflow_name","name")
);
--> statement-breakpoint
ALTER TABLE "codehost_oauth_tokens" ADD CONSTRAINT "codehost_oauth_tokens_codehost_id_codehosts_id_fk" FOREIGN KEY ("codehost_id") REFERENCES "public"."codehosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_hooks" ADD CONSTRAINT "workflow_hooks_workflow_name_workflows_name_fk" FOREIGN KEY ("workflow_name") REFERENCES "public"."workflows"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_at" ON "webhook_deliveries" USING btree ("received_at");