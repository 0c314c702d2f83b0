import { StreamLanguage } from '@codemirror/language';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import CodeMirror from '@uiw/react-codemirror';

const shellLanguage = [StreamLanguage.define(shell)];

export interface ScriptEditorProps {
  value?: string;
  onChange?: (script: string) => void;
  testId: string;
  minHeight?: string;
}

/** A bash script with highlighting, as a form control. */
export function ScriptEditor({ value = '', onChange, testId, minHeight = '160px' }: ScriptEditorProps) {
  return (
    <div data-testid={testId} style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <CodeMirror
        value={value}
        minHeight={minHeight}
        maxHeight="480px"
        extensions={shellLanguage}
        basicSetup={{ foldGutter: false, autocompletion: false }}
        onChange={(script) => onChange?.(script)}
      />
    </div>
  );
}
