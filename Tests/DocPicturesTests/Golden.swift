import Foundation
import Testing

/// Compares rendered text with a golden file in `Tests/DocPicturesTests/Golden/`.
///
/// With `RECORD_GOLDEN=1` in the environment, or when the file is missing, the file is written
/// and the test fails, so a recording run never passes by accident. Set `RECORD_GOLDEN=never`
/// (CI) to fail on a missing file without writing it.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  static func assertMatches(
    _ actual: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = url(name)
    let mode = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] ?? ""
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if mode == "1" || (expected == nil && mode != "never") {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded golden \(name); run again without RECORD_GOLDEN to check it.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected else {
      Issue.record("Missing golden \(name) (RECORD_GOLDEN=never).", sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      Issue.record("\(name) differs from its golden:\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }
  }

  /// The first differing lines, numbered.
  static func diff(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(e.count, a.count) where out.count < 12 {
      let l = i < e.count ? String(e[i]) : "<none>"
      let r = i < a.count ? String(a[i]) : "<none>"
      if l != r { out.append("line \(i + 1):\n  - \(l)\n  + \(r)") }
    }
    return out.joined(separator: "\n")
  }
}
