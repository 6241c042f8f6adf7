/** The part of s3rver's API the storage contract suite uses (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves to the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
