import type { BrowserContext } from '@playwright/test';

const reportBinding = 'slipwayReportCspViolation';

/**
 * Collects the Content Security Policy violations of every page of the context: the
 * `securitypolicyviolation` events of each document, and Chromium's console reports, which also
 * cover what happens before a document's scripts run.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(reportBinding, (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile || event.documentURI}:${event.lineNumber})`,
      );
    });
  }, reportBinding);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
