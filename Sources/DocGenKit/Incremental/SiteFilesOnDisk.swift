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
    // A folder that holds many of the paths (a language's Markdown twins, the pictures) is
    // listed once, one `getdents` pass, rather than asked about file by file.
    var byFolder: [Substring: [Int]] = [:]
    for (index, path) in paths.enumerated() {
      let parent = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
      byFolder[parent, default: []].append(index)
    }
    var isMissing = [Bool](repeating: false, count: paths.count)
    var oneByOne: [Int] = []
    for (parent, indices) in byFolder {
      guard indices.count >= listingThreshold, SiteWriter.isPlainRelativePath(String(parent) + "/x"),
        let names = listing(String(parent), in: descriptor)
      else {
        oneByOne += indices
        continue
      }
      for index in indices {
        let path = paths[index]
        let name = path[path.index(after: path.lastIndex(of: "/")!)...]
        isMissing[index] = !SiteWriter.isPlainRelativePath(path) || !names.contains(String(name))
      }
    }
    oneByOne.sort()
    let batches = stride(from: 0, to: oneByOne.count, by: batchSize).map { start in
      oneByOne[start..<min(start + batchSize, oneByOne.count)]
    }
    let check = { @Sendable (batch: ArraySlice<Int>) -> [Int] in
      batch.filter { index in
        !SiteWriter.isPlainRelativePath(paths[index]) || faccessat(descriptor, paths[index], F_OK, 0) != 0
      }
    }
    let found = batches.count > 1 ? batches.parallelMap(check).flatMap { $0 } : batches.flatMap(check)
    for index in found { isMissing[index] = true }
    return paths.indices.filter { isMissing[$0] }.map { paths[$0] }
  }

  /// How many paths in one folder make listing it cheaper than asking about each.
  private static let listingThreshold = 32

  /// The names in `path` (relative to the open folder `descriptor`), nil when it cannot be
  /// listed (then each file is asked about).
  private static func listing(_ path: String, in descriptor: Int32) -> Set<String>? {
    let folder = openat(descriptor, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0, let stream = fdopendir(folder) else {
      return nil
    }
    defer { closedir(stream) }
    var names = Set<String>()
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      names.insert(name)
    }
    return names
  }
}
