import type { ServiceType } from '@slipway/contracts';
import type { ServiceContainer } from '../../db/schema-services.js';
import type { ServiceRow } from './services.repository.js';

/** A service as the environments module and deploy jobs read it. */
export interface ServiceDefinition {
  project: string;
  name: string;
  type: ServiceType;
  revision: number;
  source: string;
  visibility: string;
  yaml: string;
  variable_yaml: string;
  containers: ServiceContainer[];
  spec: Record<string, unknown>;
}

export const toDefinition = (row: ServiceRow): ServiceDefinition => ({
  project: row.project,
  name: row.name,
  type: row.type,
  revision: row.revision,
  source: row.source,
  visibility: row.visibility,
  yaml: row.yaml,
  variable_yaml: row.variableYaml,
  containers: row.containers,
  spec: row.spec,
});

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A service as the portal's service pages read it (portal-shapes §5.2, §5.4): the kind-specific
 * settings kept in `spec` (repository origin, template origin, host service settings) at the top level.
 */
export function toPortalService(row: ServiceRow) {
  return {
    // a host service's health per environment and host; the health checks fill it in
    ...(row.type === 'pm' ? { env_statuses: [] } : {}),
    ...row.spec,
    service_name: row.name,
    product_name: row.project,
    type: row.type,
    revision: row.revision,
    source: row.source,
    visibility: row.visibility,
    yaml: row.yaml,
    variable_yaml: row.variableYaml,
    containers: row.containers,
    status: 'named',
    create_by: row.createdBy,
    create_time: unixSeconds(row.createdAt),
    update_by: row.updatedBy,
    update_time: unixSeconds(row.updatedAt),
  };
}

/** A list item: what the service tree and the host service list read, without the YAML. */
export function toListItem(row: ServiceRow) {
  const { yaml: _yaml, variable_yaml: _variables, ...item } = toPortalService(row);
  return item;
}
