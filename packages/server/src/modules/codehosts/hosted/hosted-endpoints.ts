/** Where the public services answer; a test or an air-gapped mirror may point them elsewhere. */
export interface HostedEndpoints {
  github: { web: string; api: string };
  gitee: { web: string; api: string };
}

export const defaultHostedEndpoints: HostedEndpoints = {
  github: { web: 'https://github.com', api: 'https://api.github.com' },
  gitee: { web: 'https://gitee.com', api: 'https://gitee.com/api/v5' },
};
