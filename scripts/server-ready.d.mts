/** Answers true once the server at `origin` is ready with its facts caught up; false while it is not (yet). */
export declare function factsCaughtUp(origin: string): Promise<boolean>;
