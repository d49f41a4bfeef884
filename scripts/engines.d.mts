/** A throw-away database server: its URL, and `stop()` to end it and remove its folder. */
export interface Engine {
  url: string;
  stop(): void;
}
export declare function startPostgres(): Promise<Engine>;
export declare function startClickHouse(): Promise<Engine>;
