import { Button, Tooltip } from 'antd';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermitState } from './permitState';

interface ButtonLikeProps {
  disabled?: boolean;
  onClick?: unknown;
  kind?: string;
}

/** antd Buttons and elements marked `kind="button"` are disabled when not permitted; others are removed. */
export function isButtonLike(node: ReactNode): node is ReactElement<ButtonLikeProps> {
  if (!isValidElement<ButtonLikeProps>(node)) return false;
  return node.type === Button || node.props.kind === 'button';
}

function disable(button: ReactElement<ButtonLikeProps>): ReactElement {
  return cloneElement(button, {
    disabled: true,
    onClick: undefined,
    'aria-disabled': true,
  } as ButtonLikeProps);
}

/** Renders `children` as the permit state says (spec §6 permission directive). */
export function PermitGate({ state, children }: { state: PermitState; children: ReactNode }) {
  const { t } = useTranslation();
  if (state === 'permitted') return <>{children}</>;
  return (
    <>
      {Children.map(children, (child) => {
        if (!isButtonLike(child)) return null;
        if (state === 'loading') return disable(child);
        // A disabled button fires no mouse events, so the tip hangs on a wrapper.
        return (
          <Tooltip title={t('error.noPermission', { ns: 'contracts' })}>
            <span data-permit="denied" style={{ display: 'inline-block', cursor: 'not-allowed' }}>
              {disable(child)}
            </span>
          </Tooltip>
        );
      })}
    </>
  );
}
