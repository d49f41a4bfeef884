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
export declare function startClickHouse(): Promise<Engine>;
export declare function startClickHouseCluster(shards?: number): Promise<Cluster>;
