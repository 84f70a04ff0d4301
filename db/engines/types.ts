/**
 * What differs between the two databases an installation can run on, when whole databases are
 * handled (backup, restore and copy) and when its processes tell each other of changes. One
 * module per engine implements it (./sqlite.ts, ./postgres.ts with ./postgres-changes.ts);
 * ./index.ts picks the installation's. The services (server/services/backups.ts, restore.ts,
 * database-copy.ts, change-feed.ts) keep what is the same for both and never ask which one they
 * have.
 */

/**
 * A problem with the database or its tools that the person running the command can act on, in
 * words they can act on: the services pass the message on as their own error (see engineStep).
 */
export class DatabaseEngineError extends Error {}

/** Runs an engine's step; its DatabaseEngineError becomes the caller's own error (`as`). */
export async function engineStep<T>(step: () => Promise<T>, as: (message: string) => Error): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof DatabaseEngineError) throw as(error.message);
    throw error;
  }
}

/** What the server hands an engine: db/ reads neither the environment nor DATA_DIR's rules. */
export interface EngineOptions {
  /** The environment PostgreSQL's programs run with (server/config.ts childProcessEnvironment()). */
  environment: NodeJS.ProcessEnv;
  /** The mode of every file an engine writes (a snapshot, a dump): private, as DATA_DIR's. */
  fileMode: number;
}

/** Where the installation's database is (the configuration's fields). */
export interface DatabaseLocation {
  /** The SQLite file (DATA_DIR/agency.sqlite); not used when `databaseUrl` is set. */
  databaseFile: string;
  /** DATABASE_URL: the installation's PostgreSQL; empty or missing for the SQLite file. */
  databaseUrl?: string;
}

/** Backup and restore of an installation's database: one implementation per engine. */
export interface DatabaseEngine {
  /** The database's entry in a backup archive. */
  readonly archiveEntry: string;
  /** Why an archive holding the other engine's database is refused here, and what to do instead. */
  readonly foreignArchive: string;
  /** What a restore checked of the archive's database, for the command's last line. */
  readonly checkedNote: string;

  /** Refuses (DatabaseEngineError) when there is no database to back up. */
  checkBeforeBackup(): Promise<void>;
  /**
   * A consistent copy of the live database into `file` (mode `fileMode`), taken while the servers
   * go on writing.
   */
  snapshot(file: string): Promise<void>;

  /**
   * What the database holds that makes a restore target "not empty", besides DATA_DIR's own
   * entries (where the SQLite file already is): descriptions for the refusal, none when empty.
   */
  occupancy(): Promise<string[]>;
  /** Refuses (DatabaseEngineError) while a server, or anything else, uses the database. */
  ensureNotInUse(): Promise<void>;
  /**
   * Checks the database taken out of an archive (at `file`): readable, undamaged, this site's.
   * Answers its applied migrations; a refusal's message leaves the verdict to the caller.
   */
  inspectArchived(file: string): Promise<string[]>;
  /**
   * Puts the current database into the folder `folder()` gives (called only when there is a
   * database to put there). Answers how to undo that, or null when there was none. A failure
   * half-way undoes itself before it throws.
   */
  putAside(folder: () => Promise<string>): Promise<(() => Promise<void>) | null>;
  /**
   * Makes the checked database at `file` the installation's (a restore's last step). A failure
   * leaves the database as it was.
   */
  install(file: string): Promise<void>;
}

/** The side a copy reads (`npm run db:copy`: the SQLite file). */
export interface CopySource {
  /** The engine's name, for messages. */
  readonly label: string;
  /** Where the database is (the file), for messages. */
  readonly location: string;
  /**
   * The database's applied migrations in order (none when it has no record of them). Refuses
   * (DatabaseEngineError) when there is no database.
   */
  appliedMigrations(): Promise<string[]>;
  /** The site's tables; the engine's own (and its search index) left out. */
  tables(): Promise<string[]>;
  /** A table's column names, sorted. */
  columns(table: string): Promise<string[]>;
  /** Runs `work` over one consistent read of the whole database. */
  read<T>(work: (reader: CopyReader) => Promise<T>): Promise<T>;
  /** Every table's row count, in one new read (to see whether the database changed meanwhile). */
  counts(tables: readonly string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export interface CopyReader {
  /** The rows of `table` with exactly `columns`, a page at a time, in a stable order. */
  pages(table: string, columns: readonly string[]): AsyncIterable<Array<Record<string, unknown>>>;
  count(table: string): Promise<number>;
  /** The highest id ever given out per table, so the target does not give a deleted row's id again. */
  idsGiven(): Promise<Map<string, number>>;
}

/** The side a copy writes (`npm run db:copy`: an empty PostgreSQL database). */
export interface CopyTarget {
  /** The engine's name, for messages. */
  readonly label: string;
  /** Every table the database has. */
  tables(): Promise<string[]>;
  /** Creates the schema: the same migrations as the installation's. */
  migrate(): Promise<void>;
  /** Best effort: the database back to empty, as before migrate(). */
  unmigrate(): Promise<void>;
  /** A table's column names, sorted. */
  columns(table: string): Promise<string[]>;
  /** The foreign keys between the tables, as child → parent. */
  foreignKeys(): Promise<Array<{ child: string; parent: string }>>;
  /**
   * Runs `work` in one transaction with the triggers of `tables` off and the tables emptied first:
   * a failure in it leaves nothing of the copy.
   */
  load<T>(tables: readonly string[], work: (writer: CopyWriter) => Promise<T>): Promise<T>;
  /** Gathers the planner's statistics of the new tables. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export interface CopyWriter {
  /** Inserts the rows, as many per statement as the engine takes. */
  insert(table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<void>;
  count(table: string): Promise<number>;
  /** Moves every id sequence past its table's highest id and past `given`'s id for the table. */
  advanceSequences(given: ReadonlyMap<string, number>): Promise<void>;
}

/**
 * How the processes of one installation tell each other what changed (the change feed,
 * server/services/change-feed.ts, keeps what it means and listening again).
 */
export interface ChangeChannel {
  /** Sends `payload` to every process listening, this one's included. */
  send(payload: string): Promise<void>;
  /**
   * Listens on a connection of its own, outside the pool: `message` hears every payload sent,
   * `lost` is told when the connection breaks (it is not opened again here). Fails when the
   * connection cannot be made.
   */
  listen(handlers: ChangeHandlers): Promise<ChangeSubscription>;
}

/** A listening connection of a change channel. */
export interface ChangeSubscription {
  close(): Promise<void>;
}

export interface ChangeHandlers {
  message(payload: string): void;
  lost(): void;
}
