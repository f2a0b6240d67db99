import Foundation
import Workers

#if canImport(Glibc)
  import Glibc
#endif

/// Which of a site's files are missing from its output folder.
///
/// An incremental build trusts its manifest for what each file holds, but someone may have
/// deleted a file since the last build; a missing file is written again. The question is asked
/// of every file of the site (thousands) on every build, even one with nothing to do, so it is
/// asked relative to the open folder (the kernel then walks only the path inside the site, not
/// the folder's own path) and on every core.
enum SiteFilesOnDisk {
  /// How many paths one worker checks at a time: enough that handing out work costs little
  /// beside the checks.
  private static let batchSize = 512

  /// The paths of `paths` (relative to `folder`) that name nothing there, in the order given;
  /// every path when the folder cannot be opened. A path that is not a plain relative one
  /// (absolute, or with `..`: only a damaged manifest holds such) counts as missing, so it
  /// cannot name a file outside the folder.
  static func missing(_ paths: [String], in folder: String) -> [String] {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return paths }
    defer { close(descriptor) }
    let batches = stride(from: 0, to: paths.count, by: batchSize).map { start in
      paths[start..<min(start + batchSize, paths.count)]
    }
    let check = { @Sendable (batch: ArraySlice<String>) -> [String] in
      batch.filter { path in !SiteWriter.isPlainRelativePath(path) || faccessat(descriptor, path, F_OK, 0) != 0 }
    }
    return batches.count > 1 ? batches.parallelMap(check).flatMap { $0 } : batches.flatMap(check)
  }
}
