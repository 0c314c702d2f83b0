import { StreamLanguage } from '@codemirror/language';
import { dockerFile } from '@codemirror/legacy-modes/mode/dockerfile';
import { yaml } from '@codemirror/legacy-modes/mode/yaml';
import type { LibraryTemplateKind } from '@slipway/contracts';
import CodeMirror from '@uiw/react-codemirror';

const languages: Record<LibraryTemplateKind, ReturnType<typeof StreamLanguage.define>[]> = {
  dockerfile: [StreamLanguage.define(dockerFile)],
  'k8s-yaml': [StreamLanguage.define(yaml)],
};

interface TemplateContentEditorProps {
  kind: LibraryTemplateKind;
  value?: string;
  onChange?: (content: string) => void;
}

/** A Dockerfile or YAML with highlighting, as a form control. */
export function TemplateContentEditor({ kind, value = '', onChange }: TemplateContentEditorProps) {
  return (
    <div data-testid="library-template-content" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <CodeMirror
        value={value}
        minHeight="320px"
        maxHeight="560px"
        extensions={languages[kind]}
        basicSetup={{ autocompletion: false }}
        onChange={(content) => onChange?.(content)}
      />
    </div>
  );
}
