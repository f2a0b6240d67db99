import Foundation

/// Writes a whole site into a folder beside the output and swaps it in at the end, so a
/// reader (or a web server) never sees half a site, and a failed build leaves the previous
/// output exactly as it was.
struct StagedOutput {
  let outputPath: String

  enum Failure: Error, CustomStringConvertible {
    case unsafeOutput(String)
    case io(String)

    var description: String {
      switch self {
      case .unsafeOutput(let message), .io(let message): return message
      }
    }
  }

  /// Refuses output folders that would overwrite the notes themselves: the content folder,
  /// a folder containing it, one inside it, or the file system's root.
  static func validate(outputPath: String, contentPath: String) -> Failure? {
    let output = absolute(outputPath)
    let content = absolute(contentPath)
    if output == "/" { return .unsafeOutput("refusing to write the site to '/'") }
    if output == content { return .unsafeOutput("the output folder '\(outputPath)' is the content folder") }
    if content.hasPrefix(output + "/") {
      return .unsafeOutput("the output folder '\(outputPath)' contains the content folder '\(contentPath)'")
    }
    if output.hasPrefix(content + "/") {
      return .unsafeOutput("the output folder '\(outputPath)' is inside the content folder '\(contentPath)'")
    }
    return nil
  }

  /// Writes `files` (path inside the site → bytes) and replaces the output folder with them.
  func write(_ files: [(path: String, contents: Data)]) throws(Failure) {
    let manager = FileManager.default
    let output = Self.absolute(outputPath)
    let staging = output + ".staging"
    let previous = output + ".previous"
    do {
      for leftover in [staging, previous] where manager.fileExists(atPath: leftover) {
        try manager.removeItem(atPath: leftover)
      }
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      for file in files {
        let path = staging + "/" + file.path
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard manager.createFile(atPath: path, contents: file.contents) else {
          throw Failure.io("cannot write \(path)")
        }
      }
    } catch let failure as Failure {
      try? manager.removeItem(atPath: staging)
      throw failure
    } catch {
      try? manager.removeItem(atPath: staging)
      throw .io("cannot write the site: \(error.localizedDescription)")
    }
    do {
      let hadOutput = manager.fileExists(atPath: output)
      if hadOutput { try manager.moveItem(atPath: output, toPath: previous) }
      do {
        try manager.moveItem(atPath: staging, toPath: output)
      } catch {
        if hadOutput { try? manager.moveItem(atPath: previous, toPath: output) }
        throw error
      }
      if hadOutput { try manager.removeItem(atPath: previous) }
    } catch {
      throw .io("cannot replace \(outputPath): \(error.localizedDescription)")
    }
  }

  static func absolute(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    let result = url.path
    return result.count > 1 && result.hasSuffix("/") ? String(result.dropLast()) : result
  }
}
