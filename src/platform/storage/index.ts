export {
  createFileService,
  type FileService,
  type SaveUploadInput,
  type StoredFile,
} from "./file.service.ts";
export { createLocalDiskDriver, resolveKeyPath } from "./local-disk.driver.ts";
export { createS3Driver, type S3DriverOptions } from "./s3.driver.ts";
export { assertValidStorageKey, InvalidStorageKeyError, type StorageDriver } from "./storage.driver.ts";
export { createStorage, createStorageDriver, type StorageServices } from "./storage.ts";
export {
  type AllowedTypes,
  checkUpload,
  type DetectedType,
  formatBytes,
  UploadRejectedError,
  type UploadRejectionCode,
} from "./upload-check.ts";
