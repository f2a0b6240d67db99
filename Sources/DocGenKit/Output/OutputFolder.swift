import Foundation

/// Decides whether `--output` names a folder docgen may replace, before anything is written.
///
/// A build replaces its output as a whole, so a careless `--output` (an unset shell variable,
/// `.`, the home folder, the notes themselves) would delete someone's work. Only a new or empty
/// folder, or one docgen built before (it carries ``markerName``), is replaced; `--force`
/// overrides only that last rule, never the others.
public struct OutputFolder: Sendable, Equatable {
  /// The file docgen writes into every site it builds, so it knows the folder is its own.
  public static let markerName = ".docgen-site"
  static let markerContents = Data("This folder was built by docgen. `docgen build` replaces it as a whole.\n".utf8)

  /// The output as the user wrote it, for messages.
  public let path: String
  /// The absolute path with symlinks resolved: the folder that is really replaced.
  public let resolved: String

  public enum Refusal: Error, Equatable, CustomStringConvertible {
    case empty
    case root
    case home(String)
    case currentFolder(String)
    case containsCurrentFolder(String)
    case notAFolder(String)
    case isContent(String)
    case containsContent(String, content: String)
    case insideContent(String, content: String)
    case foreignFolder(String)

    public var description: String {
      switch self {
      case .empty: return "the output folder is empty text (an unset shell variable?): name a folder such as 'site'"
      case .root: return "refusing to write the site to '/'"
      case .home(let path):
        return "the output folder '\(path)' is your home folder: name a folder inside it, such as 'site'"
      case .currentFolder(let path):
        return "the output folder '\(path)' is the current folder: name a folder inside it, such as 'site'"
      case .containsCurrentFolder(let path):
        return "the output folder '\(path)' contains the current folder: name a new folder, such as 'site'"
      case .notAFolder(let path): return "the output '\(path)' is a file, not a folder: name a folder"
      case .isContent(let path): return "the output folder '\(path)' is the content folder"
      case .containsContent(let path, let content):
        return "the output folder '\(path)' contains the content folder '\(content)'"
      case .insideContent(let path, let content):
        return "the output folder '\(path)' is inside the content folder '\(content)'"
      case .foreignFolder(let path):
        return
          "the output folder '\(path)' holds files docgen did not build (it has no \(OutputFolder.markerName)): name a new or empty folder, or pass --force to replace it"
      }
    }
  }

  /// Checks `path` against every rule. `currentFolder` and `home` are parameters so tests can
  /// pose as any user; the command line passes the process's own.
  public static func check(
    _ path: String, content: String, force: Bool,
    currentFolder: String = FileManager.default.currentDirectoryPath,
    home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> Result<OutputFolder, Refusal> {
    if path.trimmingCharacters(in: .whitespaces).isEmpty { return .failure(.empty) }
    let output = ContentPath.resolved(absolute(path, from: currentFolder))
    let contentFolder = ContentPath.resolved(absolute(content, from: currentFolder))
    let current = ContentPath.resolved(currentFolder)
    if output == "/" { return .failure(.root) }
    if let home, !home.isEmpty, output == ContentPath.resolved(home) { return .failure(.home(path)) }
    if output == current { return .failure(.currentFolder(path)) }
    if current.hasPrefix(output + "/") { return .failure(.containsCurrentFolder(path)) }
    if output == contentFolder { return .failure(.isContent(path)) }
    if contentFolder.hasPrefix(output + "/") { return .failure(.containsContent(path, content: content)) }
    if output.hasPrefix(contentFolder + "/") { return .failure(.insideContent(path, content: content)) }

    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { return .failure(.notAFolder(path)) }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
      if !entries.isEmpty, !entries.contains(markerName), !force { return .failure(.foreignFolder(path)) }
    }
    return .success(OutputFolder(path: path, resolved: output))
  }

  private static func absolute(_ path: String, from folder: String) -> String {
    path.hasPrefix("/") ? path : join(folder, path)
  }
}
