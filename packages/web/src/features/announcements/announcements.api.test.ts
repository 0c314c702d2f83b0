import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { signedInForEachTest } from '../../test/signedIn';
import { announcementsApi } from './announcements.api';

signedInForEachTest();

describe('announcementsApi', () => {
  it('creates an announcement as the portal does: the fields under content, for everybody', async () => {
    const { calls } = stubFetch({
      'POST /api/aslan/system/announcement': { status: 200, body: { message: 'success' } },
    });
    const content = {
      title: 'Upgrade',
      priority: 2 as const,
      content: 'Tonight',
      start_time: 1717228800,
      end_time: 1717232400,
    };
    await announcementsApi.create(content);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ content, receiver: '*', type: 1 });
  });
});
