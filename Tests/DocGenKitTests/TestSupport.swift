import Foundation
import Testing

@testable import DocGenKit

/// The folder of fixtures beside this file (found through `#filePath`, so goldens can be
/// re-recorded into the source tree).
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// A scratch folder, removed when the value goes away.
final class Scratch {
  let url: URL
  var path: String { url.path }

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Copies a fixture's `Content` here and returns its path.
  func content(from fixture: String) throws -> String {
    let target = url.appendingPathComponent("Content")
    try FileManager.default.copyItem(
      at: fixtures.appendingPathComponent(fixture).appendingPathComponent("Content"), to: target)
    return target.path
  }

  func write(_ text: String, to relativePath: String) throws {
    try write(Data(text.utf8), to: relativePath)
  }

  func write(_ data: Data, to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }
}

/// Every file under `root`, as relative path → bytes, sorted by path.
func tree(at root: String) -> [String: Data] {
  var files: [String: Data] = [:]
  guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
  while let path = enumerator.nextObject() as? String {
    var isDirectory: ObjCBool = false
    let full = root + "/" + path
    if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
      files[path] = FileManager.default.contents(atPath: full)
    }
  }
  return files
}

/// Compares a built folder with a golden folder, file by file. With `RECORD_GOLDENS=1` it
/// rewrites the goldens instead and fails, so recording never passes silently.
func expectMatchesGolden(_ actualRoot: String, golden: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws
{
  let actual = tree(at: actualRoot)
  if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
    try? FileManager.default.removeItem(at: golden)
    for (path, data) in actual {
      let file = golden.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file)
    }
    Issue.record("recorded goldens in \(golden.path); run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
    return
  }
  let expected = tree(at: golden.path)
  #expect(
    actual.keys.sorted() == expected.keys.sorted(), "files differ from \(golden.path)", sourceLocation: sourceLocation)
  for path in expected.keys.sorted() {
    guard let data = actual[path], let want = expected[path] else { continue }
    if data != want {
      let diff = lineDiff(String(decoding: want, as: UTF8.self), String(decoding: data, as: UTF8.self))
      Issue.record("\(path) differs from its golden:\n\(diff)", sourceLocation: sourceLocation)
    }
  }
}

/// The lines that differ, `-` expected and `+` actual, for readable failures.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out: [String] = []
  for index in 0..<max(want.count, got.count) {
    let a = index < want.count ? String(want[index]) : nil
    let b = index < got.count ? String(got[index]) : nil
    if a != b {
      if let a { out.append("-\(index + 1): \(a)") }
      if let b { out.append("+\(index + 1): \(b)") }
    }
    if out.count > 40 { break }
  }
  return out.joined(separator: "\n")
}

/// Builds `content` into `output` and returns the report.
func build(_ content: String, into output: String) -> SiteBuilder.Report {
  SiteBuilder(contentPath: content, outputPath: output).build()
}

/// The files a clean build of `content` writes (no previous build, nothing reused): what an
/// incremental build of the same content must have written, byte for byte.
func cleanBuild(of content: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: Data] {
  let scratch = Scratch()
  let site = scratch.path + "/site"
  #expect(
    SiteBuilder(contentPath: content, outputPath: site, incremental: false).build().succeeded,
    sourceLocation: sourceLocation)
  return tree(at: site)
}

/// Diagnostics (errors, unless told otherwise) as the command line prints their first line: `file:line:col: error: message`,
/// with the scratch folder's path cut off.
func headlines(
  _ report: SiteBuilder.Report, under root: String, including severities: Set<Diagnostic.Severity> = [.error]
) -> [String] {
  report.diagnostics.filter { severities.contains($0.severity) }.map {
    let line = "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    return line.replacingOccurrences(of: root + "/", with: "")
  }
}
