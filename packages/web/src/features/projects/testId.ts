/** `data-testid` for props objects (table rows, modal buttons) where JSX attribute syntax is not available. */
export function testIdProps(id: string): Record<string, string> {
  return { 'data-testid': id };
}
