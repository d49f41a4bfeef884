/**
 * The words the sandbox advertiser is made of. They are provider data (Baidu answers in Chinese whatever
 * the console's language), not interface text, so they are not translated.
 */
export interface Industry {
  brand: string;
  site: string;
  /** What the advertiser sells; every unit promotes one of these. */
  products: readonly string[];
}

export const industries: readonly Industry[] = [
  {
    brand: '优学英语',
    site: 'www.youxue-en.com',
    products: [
      '英语培训',
      '雅思培训',
      '托福培训',
      '少儿英语',
      '商务英语',
      '在线英语',
      '英语口语',
      '考研英语',
      '四六级辅导',
      '外教一对一',
      '留学英语',
      '新概念英语',
      '英语网课',
      'KET培训',
      '成人英语',
    ],
  },
  {
    brand: '乐途旅行',
    site: 'www.letu-travel.com',
    products: [
      '云南旅游',
      '三亚旅游',
      '西藏旅游',
      '日本自由行',
      '泰国旅游',
      '欧洲旅游',
      '亲子游',
      '跟团游',
      '海岛游',
      '张家界旅游',
      '桂林旅游',
      '新疆旅游',
      '邮轮旅游',
      '周边游',
      '签证办理',
    ],
  },
  {
    brand: '美居装饰',
    site: 'www.meiju-home.com',
    products: [
      '装修公司',
      '家装设计',
      '二手房装修',
      '全包装修',
      '半包装修',
      '别墅装修',
      '旧房翻新',
      '厨房装修',
      '卫生间装修',
      '装修报价',
      '全屋定制',
      '软装设计',
      '装修效果图',
      '小户型装修',
      '办公室装修',
    ],
  },
  {
    brand: '云帆软件',
    site: 'www.yunfan-soft.com',
    products: [
      'CRM系统',
      'ERP软件',
      '财务软件',
      'OA办公系统',
      '进销存软件',
      '客服系统',
      '项目管理软件',
      '人事管理系统',
      '企业邮箱',
      '云服务器',
      '网站建设',
      '小程序开发',
      '电子合同',
      '协同办公',
      '数据分析平台',
    ],
  },
];

export const searchCampaignThemes = [
  '品牌词',
  '通用词',
  '产品词',
  '竞品词',
  '地域词',
  '活动推广',
  '人群词',
  '长尾词',
];
export const searchUnitThemes = [
  '价格类',
  '地域类',
  '疑问类',
  '品牌类',
  '口碑类',
  '对比类',
  '优惠类',
  '通用类',
  '咨询类',
];
export const feedCampaignThemes = [
  '品牌曝光',
  '线索收集',
  '应用下载',
  '活动推广',
  '新品推广',
  '节日营销',
  '再营销',
];
export const feedUnitThemes = ['大图', '三图', '组图', '横版视频', '竖版视频', '小图'];

/** Keywords are a product with an optional city before and a searcher's word after. */
export const keywordPrefixes = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '武汉',
  '南京',
  '西安',
  '重庆',
  '苏州',
  '长沙',
];
export const keywordSuffixes = [
  '',
  '价格',
  '多少钱',
  '哪家好',
  '排名',
  '推荐',
  '费用',
  '官网',
  '怎么样',
  '公司',
  '报价',
  '口碑',
  '优惠',
  '靠谱吗',
  '电话',
  '排行榜',
  '十大品牌',
  '攻略',
];
/** What searchers typed around a keyword. */
export const searchTermSuffixes = ['', '2026', '最新', '附近', '哪个好', '贵不贵', '怎么选', '网上'];

/** Creative copy; `{product}` and `{brand}` are filled in per unit. */
export const searchCreativeTitles = [
  '{product}哪家好？{brand}专业服务',
  '{product}_{brand}，限时优惠',
  '{brand}{product}，口碑之选',
  '找{product}，就上{brand}官网',
  '{product}多少钱？免费获取报价',
];
export const searchCreativeDescriptions = [
  '{brand}深耕行业十余年，{product}服务覆盖全国，专业团队一对一服务，立即咨询了解详情。',
  '选择{brand}，{product}更省心。透明报价，售后无忧，已服务数万客户。',
  '{product}新客专享优惠，名额有限，点击官网立即预约。',
];
export const searchCreativeDescriptions2 = [
  '官方认证，品质保障。',
  '免费咨询，快速响应。',
  '',
  '多种方案，按需选择。',
];
export const feedCreativeTitles = [
  '{product}限时特惠，点击了解详情',
  '还在为{product}发愁？看这里',
  '{brand}：{product}一站式服务',
  '2026年{product}新选择，先领券再下单',
  '身边人都在用的{product}，你还不知道？',
];

export const newInterests = [
  '教育培训',
  '出国留学',
  '旅游出行',
  '酒店住宿',
  '家居装修',
  '房产',
  '汽车',
  '金融理财',
  '母婴育儿',
  '美食',
  '健康医疗',
  '体育运动',
  '数码科技',
  '时尚美妆',
  '职场招聘',
  '商务服务',
  '软件工具',
  '影视娱乐',
];
export const crowds = [
  '高价值人群',
  '近30天活跃用户',
  'App访问人群',
  '网站访客再营销',
  '相似人群扩展',
  '一线城市白领',
  '大学生',
  '宝妈人群',
  '中小企业主',
  '新婚家庭',
];
export const intentionSuffixes = ['怎么选', '多少钱', '哪家好', '推荐', '攻略'];
export const automaticTargets = ['智能扩量', '自动定向-兴趣', '自动定向-关键词', '自动定向-人群', '系统推荐'];

/** Provinces with their largest cities and a weight for the traffic they bring (about their online population). */
export const provinces: readonly { name: string; weight: number; cities: readonly string[] }[] = [
  { name: '北京', weight: 30, cities: ['北京'] },
  { name: '上海', weight: 32, cities: ['上海'] },
  { name: '天津', weight: 13, cities: ['天津'] },
  { name: '重庆', weight: 26, cities: ['重庆'] },
  { name: '广东', weight: 120, cities: ['广州', '深圳', '东莞', '佛山'] },
  { name: '江苏', weight: 85, cities: ['南京', '苏州', '无锡', '常州'] },
  { name: '浙江', weight: 70, cities: ['杭州', '宁波', '温州', '金华'] },
  { name: '山东', weight: 85, cities: ['济南', '青岛', '烟台', '潍坊'] },
  { name: '河南', weight: 75, cities: ['郑州', '洛阳', '南阳'] },
  { name: '四川', weight: 68, cities: ['成都', '绵阳', '宜宾'] },
  { name: '湖北', weight: 50, cities: ['武汉', '宜昌', '襄阳'] },
  { name: '湖南', weight: 52, cities: ['长沙', '株洲', '衡阳'] },
  { name: '河北', weight: 58, cities: ['石家庄', '唐山', '保定'] },
  { name: '福建', weight: 38, cities: ['福州', '厦门', '泉州'] },
  { name: '安徽', weight: 48, cities: ['合肥', '芜湖', '阜阳'] },
  { name: '陕西', weight: 33, cities: ['西安', '咸阳', '宝鸡'] },
  { name: '江西', weight: 35, cities: ['南昌', '赣州', '九江'] },
  { name: '辽宁', weight: 36, cities: ['沈阳', '大连', '鞍山'] },
  { name: '广西', weight: 38, cities: ['南宁', '柳州', '桂林'] },
  { name: '云南', weight: 34, cities: ['昆明', '曲靖', '大理'] },
  { name: '山西', weight: 28, cities: ['太原', '大同', '运城'] },
  { name: '贵州', weight: 28, cities: ['贵阳', '遵义'] },
  { name: '黑龙江', weight: 25, cities: ['哈尔滨', '大庆', '齐齐哈尔'] },
  { name: '吉林', weight: 19, cities: ['长春', '吉林'] },
  { name: '内蒙古', weight: 19, cities: ['呼和浩特', '包头'] },
  { name: '新疆', weight: 18, cities: ['乌鲁木齐', '喀什'] },
  { name: '甘肃', weight: 17, cities: ['兰州', '天水'] },
  { name: '海南', weight: 9, cities: ['海口', '三亚'] },
  { name: '宁夏', weight: 5, cities: ['银川'] },
  { name: '青海', weight: 4, cities: ['西宁'] },
  { name: '西藏', weight: 2, cities: ['拉萨'] },
  { name: '香港', weight: 3, cities: ['香港'] },
  { name: '澳门', weight: 1, cities: ['澳门'] },
  { name: '台湾', weight: 2, cities: ['台北', '高雄'] },
];

/**
 * Traffic by hour of the day (0–23), relative: office hours on computers; mobile all day with an
 * evening peak; feeds most in the evening.
 */
export const hourCurves = {
  searchComputer: [
    0.5, 0.3, 0.2, 0.15, 0.15, 0.3, 0.8, 1.8, 3.6, 5.6, 6.4, 6.2, 5, 5.4, 6, 6.1, 5.9, 5.3, 4.2, 4, 4.1, 3.8,
    2.8, 1.5,
  ],
  searchMobile: [
    1.8, 1.1, 0.7, 0.5, 0.5, 0.8, 1.6, 2.8, 3.8, 4.5, 4.9, 5, 5.1, 4.9, 4.8, 4.8, 4.7, 4.6, 4.8, 5.4, 6, 6.2,
    5.4, 3.4,
  ],
  feed: [
    2.2, 1.3, 0.8, 0.5, 0.4, 0.6, 1.4, 2.6, 3.4, 3.8, 4, 4.3, 5, 4.6, 4, 3.9, 4, 4.3, 4.9, 5.8, 6.6, 7, 6.2,
    4,
  ],
} as const;

/** Traffic by day of the week, Monday first: search is a working-day habit, feeds a weekend one. */
export const weekdayCurves = {
  search: [1.04, 1.06, 1.05, 1.03, 0.98, 0.8, 0.76],
  feed: [0.95, 0.96, 0.97, 0.98, 1, 1.12, 1.15],
} as const;
