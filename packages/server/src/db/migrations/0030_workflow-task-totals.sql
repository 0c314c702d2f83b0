CREATE TABLE "workflow_task_totals" (
	"workflow_name" text PRIMARY KEY NOT NULL,
	"task_count" integer DEFAULT 0 NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL,
	"passed_count" integer DEFAULT 0 NOT NULL,
	"timed_count" integer DEFAULT 0 NOT NULL,
	"timed_seconds" numeric DEFAULT '0' NOT NULL,
	"recent_id" integer,
	"passed_id" integer,
	"failed_id" integer
);
--> statement-breakpoint
-- the statuses of @slipway/contracts finishedStatuses, and those the workflow list counts as failed
CREATE FUNCTION workflow_task_is_finished(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('passed', 'failed', 'timeout', 'cancelled', 'skipped', 'reject')
$$;--> statement-breakpoint
CREATE FUNCTION workflow_task_is_failed(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('failed', 'timeout', 'reject')
$$;--> statement-breakpoint
-- the seconds a task counts towards the mean duration: finished, with a start and an end; else null
CREATE FUNCTION workflow_task_seconds(status text, started_at timestamptz, ended_at timestamptz)
  RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN workflow_task_is_finished(status) THEN extract(epoch FROM ended_at - started_at) END
$$;--> statement-breakpoint
-- the totals of these workflows counted afresh from their tasks (a workflow without tasks has none)
CREATE FUNCTION workflow_task_totals_refresh(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO workflow_task_totals AS t (workflow_name, task_count, finished_count, passed_count,
    timed_count, timed_seconds, recent_id, passed_id, failed_id)
  SELECT workflow_name, count(*),
    count(*) FILTER (WHERE workflow_task_is_finished(status)),
    count(*) FILTER (WHERE status = 'passed'),
    count(workflow_task_seconds(status, started_at, ended_at)),
    coalesce(sum(workflow_task_seconds(status, started_at, ended_at)), 0),
    max(task_id),
    max(task_id) FILTER (WHERE status = 'passed'),
    max(task_id) FILTER (WHERE workflow_task_is_failed(status))
  FROM workflow_tasks WHERE workflow_name = ANY(names) GROUP BY workflow_name
  ON CONFLICT (workflow_name) DO UPDATE SET task_count = EXCLUDED.task_count,
    finished_count = EXCLUDED.finished_count, passed_count = EXCLUDED.passed_count,
    timed_count = EXCLUDED.timed_count, timed_seconds = EXCLUDED.timed_seconds,
    recent_id = EXCLUDED.recent_id, passed_id = EXCLUDED.passed_id, failed_id = EXCLUDED.failed_id;
  DELETE FROM workflow_task_totals AS t WHERE t.workflow_name = ANY(names)
    AND NOT EXISTS (SELECT 1 FROM workflow_tasks AS w WHERE w.workflow_name = t.workflow_name);
$$;--> statement-breakpoint
-- new tasks (one or many per statement) are added to their workflows' totals
CREATE FUNCTION workflow_task_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workflow_task_totals AS t (workflow_name, task_count, finished_count, passed_count,
    timed_count, timed_seconds, recent_id, passed_id, failed_id)
  SELECT workflow_name, count(*),
    count(*) FILTER (WHERE workflow_task_is_finished(status)),
    count(*) FILTER (WHERE status = 'passed'),
    count(workflow_task_seconds(status, started_at, ended_at)),
    coalesce(sum(workflow_task_seconds(status, started_at, ended_at)), 0),
    max(task_id),
    max(task_id) FILTER (WHERE status = 'passed'),
    max(task_id) FILTER (WHERE workflow_task_is_failed(status))
  FROM added GROUP BY workflow_name
  ON CONFLICT (workflow_name) DO UPDATE SET task_count = t.task_count + EXCLUDED.task_count,
    finished_count = t.finished_count + EXCLUDED.finished_count,
    passed_count = t.passed_count + EXCLUDED.passed_count,
    timed_count = t.timed_count + EXCLUDED.timed_count,
    timed_seconds = t.timed_seconds + EXCLUDED.timed_seconds,
    recent_id = greatest(t.recent_id, EXCLUDED.recent_id),
    passed_id = greatest(t.passed_id, EXCLUDED.passed_id),
    failed_id = greatest(t.failed_id, EXCLUDED.failed_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- deleted tasks (usually all of a workflow's, with it): what is left of their workflows is counted afresh
CREATE FUNCTION workflow_task_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM workflow_task_totals_refresh(ARRAY(SELECT DISTINCT workflow_name FROM removed));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- a task whose status or times changed (it ended, or a retry started it again) moves between the
-- counts; when it was the latest passed or failed task and is no longer, the next one is looked up
CREATE FUNCTION workflow_task_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals workflow_task_totals%ROWTYPE;
  old_seconds numeric := workflow_task_seconds(OLD.status, OLD.started_at, OLD.ended_at);
  new_seconds numeric := workflow_task_seconds(NEW.status, NEW.started_at, NEW.ended_at);
BEGIN
  IF NEW.workflow_name <> OLD.workflow_name OR NEW.task_id <> OLD.task_id THEN
    PERFORM workflow_task_totals_refresh(ARRAY[OLD.workflow_name, NEW.workflow_name]);
    RETURN NULL;
  END IF;
  UPDATE workflow_task_totals SET
    finished_count = finished_count - workflow_task_is_finished(OLD.status)::int
      + workflow_task_is_finished(NEW.status)::int,
    passed_count = passed_count - (OLD.status = 'passed')::int + (NEW.status = 'passed')::int,
    timed_count = timed_count - (old_seconds IS NOT NULL)::int + (new_seconds IS NOT NULL)::int,
    timed_seconds = timed_seconds - coalesce(old_seconds, 0) + coalesce(new_seconds, 0),
    passed_id = CASE WHEN NEW.status = 'passed' THEN greatest(passed_id, NEW.task_id)
      WHEN passed_id = OLD.task_id THEN NULL ELSE passed_id END,
    failed_id = CASE WHEN workflow_task_is_failed(NEW.status) THEN greatest(failed_id, NEW.task_id)
      WHEN failed_id = OLD.task_id THEN NULL ELSE failed_id END
  WHERE workflow_name = NEW.workflow_name
  RETURNING * INTO totals;
  IF NOT FOUND THEN
    PERFORM workflow_task_totals_refresh(ARRAY[NEW.workflow_name]);
  ELSIF totals.passed_id IS NULL AND OLD.status = 'passed' OR
    totals.failed_id IS NULL AND workflow_task_is_failed(OLD.status) THEN
    UPDATE workflow_task_totals SET
      passed_id = (SELECT max(task_id) FROM workflow_tasks
        WHERE workflow_name = NEW.workflow_name AND status = 'passed'),
      failed_id = (SELECT max(task_id) FROM workflow_tasks
        WHERE workflow_name = NEW.workflow_name AND workflow_task_is_failed(status))
    WHERE workflow_name = NEW.workflow_name;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER workflow_task_totals_insert AFTER INSERT ON workflow_tasks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION workflow_task_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER workflow_task_totals_delete AFTER DELETE ON workflow_tasks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION workflow_task_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER workflow_task_totals_update AFTER UPDATE ON workflow_tasks FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.started_at IS DISTINCT FROM NEW.started_at
    OR OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.workflow_name <> NEW.workflow_name
    OR OLD.task_id <> NEW.task_id)
  EXECUTE FUNCTION workflow_task_totals_on_update();--> statement-breakpoint
SELECT workflow_task_totals_refresh(ARRAY(SELECT DISTINCT workflow_name FROM workflow_tasks));
