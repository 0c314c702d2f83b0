import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/tKey';

const sampleLines = [
  tKey('preference.preview.line1'),
  tKey('preference.preview.line2'),
  tKey('preference.preview.line3'),
  tKey('preference.preview.line4'),
];

/** Sample log lines in the chosen colours, the way the log terminal will show them. */
export function LogPreview({ background, color }: { background: string; color: string }) {
  const { t } = useTranslation();
  return (
    <pre
      data-testid="pref-preview"
      style={{
        background,
        color,
        margin: 0,
        padding: 12,
        borderRadius: 6,
        fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace',
        fontSize: 13,
        lineHeight: 1.6,
        whiteSpace: 'pre-wrap',
      }}
    >
      {sampleLines.map((line) => t(line)).join('\n')}
    </pre>
  );
}
