-- System roles hold the verbs the portal checks in system_verbs: the old names are renamed (the delivery
-- center's view becomes both of its views; its edit has no counterpart and is dropped).
UPDATE "roles" SET "actions" = coalesce((
  SELECT jsonb_agg(DISTINCT "verb" ORDER BY "verb")
  FROM (
    SELECT unnest(CASE "action"
      WHEN 'view_data_overview' THEN ARRAY['data_over']
      WHEN 'view_insight' THEN ARRAY['efficiency_over']
      WHEN 'view_test_center' THEN ARRAY['get_test']
      WHEN 'view_delivery_center' THEN ARRAY['release_get', 'delivery_get']
      WHEN 'edit_delivery_center' THEN ARRAY[]::text[]
      WHEN 'view_template' THEN ARRAY['get_template']
      ELSE ARRAY["action"]
    END) AS "verb"
    FROM jsonb_array_elements_text("roles"."actions") AS "action"
  ) AS "renamed"
), '[]'::jsonb)
WHERE "project_name" = '';
