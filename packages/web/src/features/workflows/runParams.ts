import type { WorkflowParam } from '@slipway/contracts';
import type { RunParam } from './tasks.api';

export type RunValues = Record<string, string | undefined>;

/**
 * The run dialog's starting values: each param's preset value, or the value of the run being
 * repeated. Credentials come back as the mask (the server then uses the stored value); one the
 * earlier run left blank keeps the preset value.
 */
export function initialRunValues(
  params: readonly WorkflowParam[],
  earlier: readonly RunParam[] = [],
): RunValues {
  const previous = new Map(earlier.map((param) => [param.name, param.value]));
  const values: RunValues = {};
  for (const param of params) {
    const again = previous.get(param.name);
    const useEarlier = again !== undefined && !(param.is_credential && again === '');
    values[param.name] = useEarlier ? again : param.value || param.default;
  }
  return values;
}

/** The params of the run request: every workflow param once, with what the dialog holds for it. */
export function buildRunParams(params: readonly WorkflowParam[], values: RunValues): RunParam[] {
  return params.map((param) => ({ name: param.name, value: values[param.name] ?? '' }));
}
