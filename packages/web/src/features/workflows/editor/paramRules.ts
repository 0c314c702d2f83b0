import type { ParamDraft, ParamType } from './draft';

/** Only non-choice variables can be credentials (spec §5). */
export const canBeCredential = (type: ParamType) => type !== 'choice';

/** A param as it may be kept: a choice is never a credential, and its default is one of its options. */
export function normalizeParam(param: ParamDraft): ParamDraft {
  if (param.type !== 'choice') return param;
  const options = param.choice_option;
  return {
    ...param,
    is_credential: false,
    default: options.includes(param.default) ? param.default : (options[0] ?? ''),
  };
}
