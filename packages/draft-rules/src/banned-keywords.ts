import { compareKey } from './compare-key';

/**
 * The banned keywords (docs/requirements.md#ad-drafts): words the provider refuses to advertise on, in
 * gambling, medicine, adult content, weapons and drugs, forged papers and spying. A keyword is banned when
 * it IS one of them (an exact match of the whole keyword, case aside), not when it merely contains one.
 */
export const bannedKeywords: readonly string[] = [
  // Gambling.
  '赌博',
  '博彩',
  '赌场',
  '网络赌博',
  '六合彩',
  '百家乐',
  '老虎机',
  '赌球',
  '网上赌场',
  'casino',
  'gambling',
  'online casino',
  'baccarat',
  // Medicine: cures promised, practices forbidden, prescription drugs sold freely.
  '代孕',
  '包治百病',
  '药到病除',
  '无痛人流',
  '处方药',
  '壮阳药',
  '减肥药',
  'surrogacy',
  'prescription drugs',
  // Adult content.
  '色情',
  '裸聊',
  '一夜情',
  '黄色网站',
  '成人视频',
  'porn',
  'escort',
  // Weapons and drugs.
  '枪支',
  '仿真枪',
  '毒品',
  '冰毒',
  'guns',
  // Forged papers, invoices and spying.
  '办证',
  '假证',
  '代开发票',
  '窃听器',
  '私家侦探',
  'fake id',
];

/** A keyword is matched against the banned list by its `compareKey`, as against the keywords of its unit. */
const banned = new Set(bannedKeywords.map(compareKey));

export function isBannedKeyword(keyword: string): boolean {
  return banned.has(compareKey(keyword));
}

const lowerBanned = bannedKeywords.map((word) => word.toLowerCase());

/**
 * The provider's review of a whole text (creative copy, a picture's theme), which the sandbox and the Baidu
 * fake imitate (docs/architecture.md#provider-and-sandbox): it refuses a text that holds a banned word
 * anywhere, case aside, stricter than the keyword rule above.
 */
export function holdsBannedWord(text: string): boolean {
  const lower = text.toLowerCase();
  return lowerBanned.some((word) => lower.includes(word));
}
