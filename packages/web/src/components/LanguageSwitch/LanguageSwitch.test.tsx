// fetch is stubbed because no server runs in unit tests: it takes the preference the switch saves.

import type { Language } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { stubFetch } from '../../test/fetchStub';
import { testUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { LanguageSwitch } from './LanguageSwitch';

signedInForEachTest();
// the test starts from Chinese and gives the suite back the language it had
let before: Language;
beforeEach(async () => {
  before = i18n.language as Language;
  await changeLanguage('zh-CN');
});
afterEach(() => changeLanguage(before));

describe('LanguageSwitch', { timeout: 20_000 }, () => {
  it('switches the language and keeps the choice in the signed-in user’s preference', async () => {
    const setting = `PUT /api/v1/users/${testUser.uid}/setting`;
    const { calls } = stubFetch({ [setting]: { status: 200, body: { language: 'en' } } });
    renderRoutes([{ path: '/', Component: LanguageSwitch }], '/');
    fireEvent.click(await screen.findByTestId('language-switch'));
    await waitFor(() => expect(calls.some((call) => `${call.method} ${call.url}` === setting)).toBe(true));
    const saved = calls.find((call) => `${call.method} ${call.url}` === setting);
    expect(JSON.parse(String(saved?.init.body))).toEqual({ language: 'en' });
  });
});
