// s3rver 3.7.1 (a local S3-compatible server for the upload storage tests) ships no types: the part the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; resolves with the bound address (port 0 picks a free one). */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }

  export = S3rver;
}
