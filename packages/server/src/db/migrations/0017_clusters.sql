CREATE TABLE "clusters" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" integer DEFAULT 0 NOT NULL,
	"production" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"namespace" text DEFAULT '' NOT NULL,
	"connection_type" text DEFAULT 'agent' NOT NULL,
	"api_server" text DEFAULT '' NOT NULL,
	"connection" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"last_connected_at" timestamp with time zone,
	"advanced_config" jsonb NOT NULL,
	"cache" jsonb NOT NULL,
	"dind_config" jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_name" ON "clusters" USING btree ("name");