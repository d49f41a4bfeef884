import { describe, expect, it } from 'vitest';
import { endpoints, selfServicePermission } from './index';

const all = Object.entries(endpoints);
const lastWord = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Last words of paths that change something: such a call must be flagged a write. */
const writeWords =
  /^(save|delete|batchDelete|create\w*|\w*[uU]pload\w*|import|copy|freeze|unfreeze|unlock|reset\w*|withdraw|read|follow|add\w*|set\w*|change\w*|logout|to[A-Z]\w*)$/;

describe('the write flag (docs/hardening.md#permission-enforcement)', () => {
  it('is set on every call whose path ends like a write, so none is left unchecked', () => {
    const unflagged = all
      .filter(([, e]) => e.auth && writeWords.test(lastWord(e.path)) && !e.write)
      .map(([name]) => name);
    expect(unflagged).toEqual([]);
  });

  it('is set on every export: an export creates a download record', () => {
    const exports = all.filter(([, e]) => /[eE]xport$/.test(lastWord(e.path)));
    expect(exports.length).toBeGreaterThan(20);
    expect(exports.filter(([, e]) => !e.write).map(([name]) => name)).toEqual([]);
  });

  it('never marks a call before login, and every write names its permission', () => {
    expect(all.filter(([, e]) => e.write && !e.auth).map(([name]) => name)).toEqual([]);
    expect(all.filter(([, e]) => e.write && !e.permission).map(([name]) => name)).toEqual([]);
  });

  it('gives the self-service writes the permission every role holds, and reads none of it', () => {
    const selfService = all
      .filter(([, e]) => e.permission === selfServicePermission)
      .map(([name]) => name)
      .sort();
    expect(selfService).toEqual([
      'addPopupCount',
      'calculatedColumnDelete',
      'calculatedColumnSave',
      'changePassword',
      'confirmEmail',
      'deleteDownload',
      'deleteReportView',
      'follow',
      'logout',
      'messageRead',
      'reportScheduleDelete',
      'reportScheduleSave',
      'reportScheduleSendNow',
      'resetCustomReportFields',
      'saveCustomReportFields',
      'saveReportView',
      'setEmail',
      'setLanguage',
    ]);
    expect(all.filter(([, e]) => e.permission === selfServicePermission && !e.write)).toEqual([]);
  });

  it('leaves reads unflagged', () => {
    const reads = [
      endpoints.getUserInfo,
      endpoints.getRouters,
      endpoints.searchKeywordList,
      endpoints.customReportFields,
      endpoints.download,
      endpoints.userList,
      endpoints.auditList,
    ];
    expect(reads.map((e) => e.write)).toEqual([false, false, false, false, false, false, false]);
    expect(endpoints.login.write).toBe(false);
  });
});
