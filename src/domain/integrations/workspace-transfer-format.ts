/**
 * The export file (issue 32): gzip-compressed newline-delimited JSON, one record a line, so that a
 * workspace of any size is written and read a line at a time. In order: a header, the workspace, its
 * people and memberships, every table of the transfer plan (each attachment followed by its bytes in
 * base64 chunks), and an end record counting the records before it: a file without it is truncated.
 */
export const EXPORT_FORMAT = 'tandem-workspace';
export const EXPORT_FORMAT_VERSION = 1;

/** Bytes of an attachment per `bytes` record (base64 makes a line of about 64 KiB). */
export const BYTES_PER_CHUNK = 48 * 1024;

type Row = Record<string, unknown>;

export type ExportRecord =
  | {
      type: 'header';
      format: string;
      format_version: number;
      schema_version: string;
      app_version: string;
      exported_at: string;
      workspace: string;
    }
  | { type: 'workspace'; row: Row }
  | { type: 'user'; row: Row }
  | { type: 'membership'; row: Row }
  | { type: 'row'; table: string; row: Row }
  | { type: 'bytes'; attachment: number; data: string }
  | { type: 'bytes_end'; attachment: number; size: number }
  | { type: 'end'; records: number };
