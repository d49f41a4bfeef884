/** A throw-away database server: its URL, and `stop()` to end it and remove its folder. */
export interface Engine {
  url: string;
  stop(): void;
}
/** A throw-away ClickHouse cluster: its nodes' URLs in shard order, its name, and `stop()`. */
export interface Cluster {
  urls: string[];
  name: string;
  stop(): void;
}
export declare function startPostgres(): Promise<Engine>;
/** `keptDir`: the server's folder, left by `stop()` for the next start. */
export declare function startClickHouse(cluster?: undefined, keptDir?: string): Promise<Engine>;
export declare function startClickHouseCluster(shards?: number): Promise<Cluster>;
