import {
  HOST_DEFAULT_PORT,
  HOST_PROBE_DEFAULT_TIMEOUT,
  type Host,
  type HostBody,
  type HostHttpProbe,
  type HostProbeType,
} from '@slipway/contracts';

/** The http probe as the dialog edits it: `response_flag` ticks the success text on. */
export interface HttpProbeValues {
  path: string;
  port: number | string;
  timeout_second: number | string;
  response_flag: boolean;
  response_success_flag: string;
  http_headers: Array<{ name: string; value: string }>;
}

/** The dialog's values: the private key as PEM text, the provider unset until chosen. */
export interface HostFormValues {
  name: string;
  provider: number | undefined;
  label: string;
  ip: string;
  port: number | string;
  is_prod: boolean;
  user_name: string;
  private_key: string;
  probe: { probe_type: HostProbeType; http_probe?: HttpProbeValues };
}

/** The http details a probe starts with (spec §3 defaults: port 22, timeout 1). */
export const newHttpProbe = (): HttpProbeValues => ({
  path: '',
  port: HOST_DEFAULT_PORT,
  timeout_second: HOST_PROBE_DEFAULT_TIMEOUT,
  response_flag: false,
  response_success_flag: '',
  http_headers: [],
});

export const newHostValues = (): HostFormValues => ({
  name: '',
  provider: undefined,
  label: '',
  ip: '',
  port: HOST_DEFAULT_PORT,
  is_prod: false,
  user_name: '',
  private_key: '',
  probe: { probe_type: 'tcp' },
});

const httpValuesOf = (probe: HostHttpProbe): HttpProbeValues => ({
  ...probe,
  // on edit the box is ticked when a success text exists
  response_flag: Boolean(probe.response_success_flag),
});

/** A listed host (its key already decrypted to PEM) as the dialog edits it. */
export function formValuesOf(host: Host): HostFormValues {
  const httpProbe = host.probe.http_probe;
  return {
    name: host.name,
    provider: host.provider,
    label: host.label,
    ip: host.ip,
    port: host.port,
    is_prod: host.is_prod,
    user_name: host.user_name,
    private_key: host.private_key,
    probe: {
      probe_type: host.probe.probe_type,
      ...(host.probe.probe_type !== 'tcp' && httpProbe ? { http_probe: httpValuesOf(httpProbe) } : {}),
    },
  };
}

/** What a new probe type leaves of the probe: tcp discards the http details, http(s) starts from defaults. */
export function switchProbeType(
  probe: HostFormValues['probe'],
  type: HostProbeType,
): HostFormValues['probe'] {
  if (type === 'tcp') return { probe_type: 'tcp' };
  return { probe_type: type, http_probe: probe.http_probe ?? newHttpProbe() };
}

/** Base64 of the text's UTF-8 bytes, as the server keeps private keys. */
const base64Of = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The body sent on save: tcp sends no http probe; http and https send no `response_flag`, and an
 * unticked box sends no success text. The IP is trimmed and the PEM base64-encoded.
 */
export function bodyOf(values: HostFormValues, projectName?: string): HostBody {
  const { probe } = values;
  const httpProbe = probe.http_probe;
  const sentProbe =
    probe.probe_type === 'tcp' || !httpProbe
      ? { probe_type: probe.probe_type }
      : {
          probe_type: probe.probe_type,
          http_probe: {
            path: httpProbe.path ?? '',
            port: Number(httpProbe.port),
            timeout_second: Number(httpProbe.timeout_second),
            response_success_flag: httpProbe.response_flag ? (httpProbe.response_success_flag ?? '') : '',
            http_headers: (httpProbe.http_headers ?? []).filter((h) => h?.name),
          },
        };
  return {
    name: values.name.trim(),
    provider: values.provider as number,
    label: values.label ?? '',
    ip: values.ip.trim(),
    port: Number(values.port),
    is_prod: Boolean(values.is_prod),
    user_name: values.user_name.trim(),
    private_key: base64Of(values.private_key),
    probe: sentProbe as HostBody['probe'],
    ...(projectName ? { project_name: projectName } : {}),
  };
}
