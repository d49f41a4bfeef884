import type { Shape } from '../../shape';
import type { adChanges as en } from '../en/ad-changes';

export const adChanges: Shape<typeof en> = {
  refusal: {
    unknownObject: '该账户中没有此项',
    bidOutOfRange: '出价须大于 0 元且不超过 999.99 元',
    bidAboveBudget: '出价不能高于所属推广计划的日预算',
    budgetOutOfRange: '日预算须在 50 元至 10,000,000 元之间',
    wordTooLong: '超过 40 个字节（一个汉字按 2 个字节计算）',
    tooManyNegatives: '否定关键词已达到媒体允许的上限',
    providerRefused: '媒体拒绝了此项',
    providerUnreachable: '无法连接媒体，请稍后重试',
    duplicate: '已是此处的否定关键词',
    duplicateOfCampaign: '已是所属推广计划的否定关键词',
    listChanged: '读取之后媒体上的否定关键词已有变化，未写入任何内容。请重新打开列表',
    changedSince: '修改之后已有变化，保持不变',
    unchanged: '已是此值',
    aboveMax: '已高于最大值，保持不变',
    belowMin: '已低于最小值，保持不变',
    noValue: '没有可提高或降低的值',
    notYours: '只有做出修改的用户才能撤销',
    alreadyUndone: '此修改已撤销',
    notUndoable: '只能撤销已完成的批量修改',
    withDetail: '{{reason}}（媒体说明：{{detail}}）',
  },
  field: {
    bid: '出价',
    budget: '日预算',
    status: '状态',
    negativePhrase: '短语否定关键词',
    negativeExact: '精确否定关键词',
    created: '新建',
  },
  value: { paused: '暂停', enabled: '启用' },
};
