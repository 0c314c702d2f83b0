CREATE TABLE "schedule_firings" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"workflow_name" text DEFAULT '' NOT NULL,
	"task_id" integer,
	"outcome" text,
	"error" text DEFAULT '' NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_firings_slot" UNIQUE("schedule_id","slot_at")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"project_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"item" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"anchor_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_slot_at" timestamp with time zone,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_firings" ADD CONSTRAINT "schedule_firings_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_firings_task" ON "schedule_firings" USING btree ("workflow_name","task_id");--> statement-breakpoint
CREATE INDEX "schedules_owner" ON "schedules" USING btree ("owner_kind","owner_name");--> statement-breakpoint
CREATE INDEX "schedules_next_run_at" ON "schedules" USING btree ("next_run_at");