/** Fifteen provinces in the order of a region ranking, for the stories of ranked charts and tables. */
export const sampleProvinces = [
  '广东',
  '北京',
  '上海',
  '浙江',
  '江苏',
  '山东',
  '四川',
  '湖北',
  '河南',
  '福建',
  '湖南',
  '安徽',
  '河北',
  '陕西',
  '重庆',
];
