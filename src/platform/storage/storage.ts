import path from "node:path";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";
import { createFileService, type FileService } from "./file.service.ts";
import { createLocalDiskDriver } from "./local-disk.driver.ts";
import { createS3Driver } from "./s3.driver.ts";
import type { StorageDriver } from "./storage.driver.ts";

export type StorageServices = { driver: StorageDriver; files: FileService };

/** S3-compatible storage when S3_* is configured, else files under `${dataDir}/files`. */
export function createStorageDriver(config: Pick<Config, "dataDir" | "s3">, logger: Logger): StorageDriver {
  if (config.s3) {
    logger.info({ endpoint: config.s3.endpoint, bucket: config.s3.bucket }, "storage: S3-compatible");
    return createS3Driver(config.s3);
  }
  const root = path.join(config.dataDir, "files");
  logger.info({ root }, "storage: local disk");
  return createLocalDiskDriver(root);
}

export function createStorage(deps: {
  db: Db;
  config: Pick<Config, "dataDir" | "s3" | "uploadMaxBytes"> &
    Partial<Pick<Config, "anonymousUploadQuotaBytes">>;
  logger: Logger;
}): StorageServices {
  const driver = createStorageDriver(deps.config, deps.logger);
  const files = createFileService({
    db: deps.db,
    driver,
    logger: deps.logger,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    anonymousQuotaBytes: deps.config.anonymousUploadQuotaBytes,
  });
  return { driver, files };
}
