import { endpoints, envelope, type Endpoint } from '@adconsole/api-client/contract';
import { DraftDetail } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { callEndpoint } from '../../http/testing/test-calls';

/** The minimal bodies of each item, without the draft and parent they name, as a client sends them. */
export const minimal = {
  campaign: {
    campaignName: '春季推广',
    marketingTarget: 1,
    device: 3,
    budgetType: 2,
    budget: 100,
    regionType: 1,
    regions: ['北京', '上海'],
    scheduleType: 1,
  },
  unit: {
    adgroupName: '品牌词',
    pcFinalUrl: 'https://example.com/',
    mobileFinalUrl: 'https://m.example.com/',
  },
  keyword: { keyword: '数据分析平台', matchType: 'phrase' },
  creative: {
    title: '专业数据分析平台免费试用',
    description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
    description2: '',
  },
} as const;

/** Calls a save as a user and answers the saved id; throws on any other answer. */
export async function savedId(
  app: FastifyInstance,
  endpoint: Endpoint,
  token: string,
  body: object,
): Promise<number> {
  const response = await callEndpoint(app, endpoint, token, body);
  const answer = response.json<{ code: number; data?: { id?: number } }>();
  if (answer.code !== 200 || !answer.data?.id) throw new Error(`${endpoint.path}: ${response.body}`);
  return answer.data.id;
}

/** A draft as its owner reads it with every item. */
export async function draftDetail(app: FastifyInstance, token: string, id: number): Promise<DraftDetail> {
  const response = await callEndpoint(app, endpoints.draftDetail, token, { id });
  return envelope(DraftDetail).parse(response.json()).data!;
}
