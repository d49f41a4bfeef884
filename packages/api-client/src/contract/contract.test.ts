import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordRequest,
  endpoints,
  fieldErrors,
  hashPassword,
  httpStatusOf,
  LoginRequest,
  openApiDocument,
  responseCode,
} from './index';

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', async () => {
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await hashPassword('密码')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('httpStatusOf', () => {
  it('sends HTTP-like codes as themselves and business codes as 200', () => {
    expect(httpStatusOf(responseCode.unauthorized)).toBe(401);
    expect(httpStatusOf(responseCode.badRequest)).toBe(400);
    expect(httpStatusOf(responseCode.wrongCredentials)).toBe(200);
    expect(httpStatusOf(responseCode.dataDuplication)).toBe(200);
  });

  it('has a message for every code of the catalogue in every language', () => {
    for (const code of Object.values(responseCode)) {
      for (const language of ['en', 'cn', 'tw'] as const)
        expect(lookup(language, `errors.${code}`), `${code}`).toBeTruthy();
    }
  });
});

describe('endpoints', () => {
  it('live under /marketing/api/v1 with unique method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(GET|POST) \/marketing\/api\/v1\//);
  });

  it('name the calls of docs/requirements.md#api-conventions at their fixed paths', () => {
    const paths = Object.values(endpoints).map((e) => e.path.replace('/marketing/api/v1', ''));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/user/login',
        '/user/getUserInfo',
        '/system/admin/getPictureValidationCode',
        '/user/getRouters',
        '/user/account/report/summary',
        '/user/account/list',
        '/user/account/operation/follow',
        '/user/message/list',
        '/user/message/read',
        '/user/message/detail',
        '/user/message/addPopupCount',
        '/weeklyOverview/search/statistics',
        '/weeklyOverview/info/statistics',
        '/weeklyDevices/statistics',
        '/weeklyRegion/statistics',
        '/weeklyKeywords/statistics',
        '/weeklyDirection/statistics',
        '/weeklyHour/statistics',
        '/seachReport/account/overview/createExport',
        '/infoReport/account/overview/createExport',
        '/downloadExcelRecord/download',
        '/material/search/segment/image/uploadImage',
        '/material/search/segment/image/uploadImages',
        '/file/imgUpload',
        '/material/image/uploadImage',
        '/material/image/uploadImages',
        '/material/image/baidu/list',
        '/material/search/segment/toBaiduByIds',
      ]),
    );
  });

  it('keep the calls made before login and user-level calls out of the account scope', () => {
    for (const name of ['captcha', 'login', 'logout', 'getUserInfo', 'getRouters', 'download'] as const) {
      expect(endpoints[name].accountScoped, name).toBe(false);
    }
    expect([endpoints.captcha.auth, endpoints.login.auth]).toEqual([false, false]);
    expect(endpoints.follow.accountScoped).toBe(true);
    expect(endpoints.toBaiduByIds.silentErrors).toBe(true);
    expect(endpoints.download.transfer).toBe('download');
    expect(endpoints.imgUpload.transfer).toBe('upload');
  });

  it('trims the user name and the code and refuses a plain password', () => {
    const uuid = '0b9e3a4e-8d2c-4a3b-9f55-6a1e2d3c4b5a';
    const parsed = LoginRequest.parse({
      userName: ' demo ',
      pwd: 'a'.repeat(64),
      validationCode: ' Ab3d ',
      uuid,
    });
    expect([parsed.userName, parsed.validationCode]).toEqual(['demo', 'Ab3d']);
    expect(
      LoginRequest.safeParse({ userName: 'demo', pwd: 'demo123', validationCode: 'x', uuid }).success,
    ).toBe(false);
  });
});

describe('fieldErrors', () => {
  const errorsOf = (input: unknown, language: 'en' | 'cn' = 'en') => {
    const result = ChangePasswordRequest.safeParse(input, { reportInput: true });
    return result.success ? [] : fieldErrors(result.error, language, lookup);
  };

  it('names each failing field with a message in the language asked for', () => {
    expect(errorsOf({ newPassword: 'abc-1234', confirmPassword: 'abc-1234' })).toEqual([
      { field: 'oldPwd', message: 'This field is required' },
      { field: 'newPassword', message: 'The password must be 6 to 20 letters or digits' },
    ]);
    expect(
      errorsOf({ oldPwd: 'a'.repeat(64), newPassword: 'Abc1234', confirmPassword: 'abc1234' }, 'cn'),
    ).toEqual([{ field: 'confirmPassword', message: '新密码不一致' }]);
  });
});

describe('openApiDocument', () => {
  const document = openApiDocument(Object.values(endpoints), 'test');

  it('describes every endpoint with its envelope, file or multipart shape', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    const at = (path: string, method = 'post') =>
      (document.paths[`/base-api/marketing/api/v1${path}`] as Record<string, Record<string, unknown>>)[
        method
      ]!;
    expect(JSON.stringify(at('/downloadExcelRecord/download').responses)).toContain(
      'application/octet-stream',
    );
    expect(JSON.stringify(at('/file/imgUpload').requestBody)).toContain('multipart/form-data');
    expect(at('/system/admin/getPictureValidationCode', 'get').security).toEqual([]);
  });

  it('moves recursive schemas into components and points at them there', () => {
    expect(document.components.schemas).toHaveProperty('RouteItem');
    const text = JSON.stringify(document);
    expect(text).toContain('"#/components/schemas/RouteItem"');
    expect(text).not.toContain('#/$defs/');
  });
});
