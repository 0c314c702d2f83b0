const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}
