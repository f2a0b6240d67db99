import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a file whole or not at all: the bytes go to a new temporary name beside it, then a
/// rename puts them in place, so a reader (another docgen process) sees the old file, the new
/// one, or none, never a part.
///
/// No `fsync`: these are docgen's own files (cache entries, the manifest), which a crash may
/// lose but never leave half-read — a short or empty file fails to decode and counts as
/// missing. `FileManager.createFile` synced every file, which cost a cold build of the bench
/// corpus about 1 900 `fsync` calls.
enum WholeFile {
  /// Writes `data` to `path`; false when it could not (the caller treats that as not cached).
  /// `mode`, when given, is the new file's permissions whatever the umask (a note rewritten in
  /// place keeps its own); without it the file is made `0644` less the umask.
  @discardableResult
  static func write(_ data: Data, to path: String, mode: mode_t? = nil) -> Bool {
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o644)
    guard descriptor >= 0 else { return false }
    if let mode, fchmod(descriptor, mode) != 0 {
      close(descriptor)
      unlink(temporary)
      return false
    }
    let complete = writeAll(data, to: descriptor)
    close(descriptor)
    guard complete, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Writes all of `data` to an open file, through short writes and interruptions.
  static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes all of `buffer` to an open file, through short writes and interruptions.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }
}
