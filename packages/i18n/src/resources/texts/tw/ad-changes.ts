import type { Shape } from '../../shape';
import type { adChanges as en } from '../en/ad-changes';

export const adChanges: Shape<typeof en> = {
  refusal: {
    unknownObject: '該帳戶中沒有此項',
    bidOutOfRange: '出價須大於 0 元且不超過 999.99 元',
    bidAboveBudget: '出價不能高於所屬推廣計劃的日預算',
    budgetOutOfRange: '日預算須在 50 元至 10,000,000 元之間',
    wordTooLong: '超過 40 個位元組（一個漢字按 2 個位元組計算）',
    tooManyNegatives: '否定關鍵詞已達到媒體允許的上限',
    providerRefused: '媒體拒絕了此項',
    providerUnreachable: '無法連線媒體，請稍後重試',
    duplicate: '已是此處的否定關鍵詞',
    duplicateOfCampaign: '已是所屬推廣計劃的否定關鍵詞',
    listChanged: '讀取之後媒體上的否定關鍵詞已有變化，未寫入任何內容。請重新開啟清單',
    changedSince: '修改之後已有變化，保持不變',
    unchanged: '已是此值',
    aboveMax: '已高於最大值，保持不變',
    belowMin: '已低於最小值，保持不變',
    noValue: '沒有可提高或降低的值',
    notYours: '只有做出修改的使用者才能撤銷',
    alreadyUndone: '此修改已撤銷',
    notUndoable: '只能撤銷已完成的批量修改',
    withDetail: '{{reason}}（媒體說明：{{detail}}）',
  },
  field: {
    bid: '出價',
    budget: '日預算',
    status: '狀態',
    negativePhrase: '短語否定關鍵詞',
    negativeExact: '精確否定關鍵詞',
    created: '新建',
  },
  value: { paused: '暫停', enabled: '啟用' },
};
