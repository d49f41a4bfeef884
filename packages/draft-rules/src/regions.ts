/**
 * The promotion regions of a campaign (docs/requirements.md#ad-drafts): the provinces of China (with the
 * municipalities, autonomous regions, Hong Kong, Macau and Taiwan), their prefecture-level cities, and
 * overseas. Names are the short Chinese names the provider lists; the city of Jilin is 吉林市 to tell it from
 * its province.
 */
const provinceData = [
  ['北京', ''],
  ['天津', ''],
  ['上海', ''],
  ['重庆', ''],
  ['河北', '石家庄 唐山 秦皇岛 邯郸 邢台 保定 张家口 承德 沧州 廊坊 衡水'],
  ['山西', '太原 大同 阳泉 长治 晋城 朔州 晋中 运城 忻州 临汾 吕梁'],
  ['内蒙古', '呼和浩特 包头 乌海 赤峰 通辽 鄂尔多斯 呼伦贝尔 巴彦淖尔 乌兰察布'],
  ['辽宁', '沈阳 大连 鞍山 抚顺 本溪 丹东 锦州 营口 阜新 辽阳 盘锦 铁岭 朝阳 葫芦岛'],
  ['吉林', '长春 吉林市 四平 辽源 通化 白山 松原 白城'],
  ['黑龙江', '哈尔滨 齐齐哈尔 鸡西 鹤岗 双鸭山 大庆 伊春 佳木斯 七台河 牡丹江 黑河 绥化'],
  ['江苏', '南京 无锡 徐州 常州 苏州 南通 连云港 淮安 盐城 扬州 镇江 泰州 宿迁'],
  ['浙江', '杭州 宁波 温州 嘉兴 湖州 绍兴 金华 衢州 舟山 台州 丽水'],
  ['安徽', '合肥 芜湖 蚌埠 淮南 马鞍山 淮北 铜陵 安庆 黄山 滁州 阜阳 宿州 六安 亳州 池州 宣城'],
  ['福建', '福州 厦门 莆田 三明 泉州 漳州 南平 龙岩 宁德'],
  ['江西', '南昌 景德镇 萍乡 九江 新余 鹰潭 赣州 吉安 宜春 抚州 上饶'],
  ['山东', '济南 青岛 淄博 枣庄 东营 烟台 潍坊 济宁 泰安 威海 日照 临沂 德州 聊城 滨州 菏泽'],
  ['河南', '郑州 开封 洛阳 平顶山 安阳 鹤壁 新乡 焦作 濮阳 许昌 漯河 三门峡 南阳 商丘 信阳 周口 驻马店'],
  ['湖北', '武汉 黄石 十堰 宜昌 襄阳 鄂州 荆门 孝感 荆州 黄冈 咸宁 随州'],
  ['湖南', '长沙 株洲 湘潭 衡阳 邵阳 岳阳 常德 张家界 益阳 郴州 永州 怀化 娄底'],
  [
    '广东',
    '广州 韶关 深圳 珠海 汕头 佛山 江门 湛江 茂名 肇庆 惠州 梅州 汕尾 河源 阳江 清远 东莞 中山 潮州 揭阳 云浮',
  ],
  ['广西', '南宁 柳州 桂林 梧州 北海 防城港 钦州 贵港 玉林 百色 贺州 河池 来宾 崇左'],
  ['海南', '海口 三亚 三沙 儋州'],
  ['四川', '成都 自贡 攀枝花 泸州 德阳 绵阳 广元 遂宁 内江 乐山 南充 眉山 宜宾 广安 达州 雅安 巴中 资阳'],
  ['贵州', '贵阳 六盘水 遵义 安顺 毕节 铜仁'],
  ['云南', '昆明 曲靖 玉溪 保山 昭通 丽江 普洱 临沧'],
  ['西藏', '拉萨 日喀则 昌都 林芝 山南 那曲'],
  ['陕西', '西安 铜川 宝鸡 咸阳 渭南 延安 汉中 榆林 安康 商洛'],
  ['甘肃', '兰州 嘉峪关 金昌 白银 天水 武威 张掖 平凉 酒泉 庆阳 定西 陇南'],
  ['青海', '西宁 海东'],
  ['宁夏', '银川 石嘴山 吴忠 固原 中卫'],
  ['新疆', '乌鲁木齐 克拉玛依 吐鲁番 哈密'],
  ['香港', ''],
  ['澳门', ''],
  ['台湾', ''],
] as const;

export interface RegionProvince {
  readonly name: string;
  readonly cities: readonly string[];
}

/**
 * The provinces of China, the municipalities first, then in the order of their administrative codes, each
 * with its cities (none for the municipalities, Hong Kong, Macau and Taiwan).
 */
export const chinaProvinces: readonly RegionProvince[] = provinceData.map(([name, cities]) => ({
  name,
  cities: cities ? cities.split(' ') : [],
}));

/** The region beyond China, chosen like a province. */
export const overseasRegion = '海外';

const provinceOfCity = new Map(
  chinaProvinces.flatMap((province) => province.cities.map((city) => [city, province.name] as const)),
);
const regionNames = new Set<string>([
  ...chinaProvinces.map((province) => province.name),
  ...provinceOfCity.keys(),
  overseasRegion,
]);

/** True for a province, a city or overseas. */
export function isRegion(name: string): boolean {
  return regionNames.has(name);
}

/** The province a city lies in; undefined for a province, overseas or an unknown name. */
export function provinceOf(city: string): string | undefined {
  return provinceOfCity.get(city);
}
