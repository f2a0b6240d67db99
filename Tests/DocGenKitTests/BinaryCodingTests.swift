import Foundation
import Testing

@testable import DocGenKit

@Suite("Binary coding (cache entries and the build manifest)")
struct BinaryCodingTests {
  static func read<Value: BinaryCodable>(_ bytes: [UInt8], as type: Value.Type = Value.self) throws -> Value {
    try bytes.withUnsafeBytes { raw in
      var reader = BinaryReader(bytes: raw)
      let value = try Value(reading: &reader)
      guard reader.isAtEnd else { throw BinaryReader.Damaged() }
      return value
    }
  }

  static func bytes<Value: BinaryCodable>(_ value: Value) -> [UInt8] {
    var writer = BinaryWriter()
    value.write(to: &writer)
    return writer.bytes
  }

  @Test(
    "integers round-trip at every width, small ones in one byte",
    arguments: [0, 1, -1, 63, -64, 64, 300, -300, Int.max, Int.min, Int(Int32.max)])
  func integers(_ value: Int) throws {
    #expect(try Self.read(Self.bytes(value), as: Int.self) == value)
    if (-64...63).contains(value) { #expect(Self.bytes(value).count == 1) }
    #expect(Self.bytes(Int.max).count == 10)
  }

  @Test("strings round-trip; bytes that are not UTF-8 are damage")
  func strings() throws {
    for text in ["", "a", "présenter 提示 표시 \"quoted\"\n", String(repeating: "🙂", count: 300)] {
      #expect(try Self.read(Self.bytes(text), as: String.self) == text)
    }
    #expect(throws: BinaryReader.Damaged.self) { try Self.read([2, 0xC3, 0x28], as: String.self) }
  }

  @Test("a map is written sorted by key, whatever order it was filled in; of two equal keys the first is read")
  func maps() throws {
    var forward: [String: String] = [:]
    for index in 0..<200 { forward["k\(index)"] = "v\(index)" }
    var backward: [String: String] = [:]
    for index in (0..<200).reversed() { backward["k\(index)"] = "v\(index)" }
    #expect(Self.bytes(forward) == Self.bytes(backward))
    #expect(try Self.read(Self.bytes(forward), as: [String: String].self) == forward)
    // Two entries with the key "a": "1" then "2".
    #expect(try Self.read([2, 1, 97, 1, 49, 1, 97, 1, 50], as: [String: String].self) == ["a": "1"])
  }

  static let manifest = BuildManifest(
    binary: "123-4.5-6", configHash: "c", contentPath: "../Content 笔记",
    notes: [
      "en/a.md": ContentLoader.NoteRecord(
        size: 3, modified: -4, hash: "h",
        frontMatter: {
          var frontMatter = FrontMatter(title: "T", order: 2, summary: nil, translationOf: "x.md")
          frontMatter.translatedFrom = "e2bb4de82fc8"
          return frontMatter
        }(), title: "T 提示", hasTitleHeading: true, translationHash: "t", anchors: ["§1": "part", "": ""]),
      "zh/a.md": ContentLoader.NoteRecord(
        size: Int64.max, modified: Int64.min, hash: "", frontMatter: FrontMatter(), title: "", hasTitleHeading: false,
        translationHash: "", anchors: nil),
    ],
    articles: ["en/a.md": "k1"], linkTargets: "l 链接", pageCount: 3,
    indexDiagnostics: [Diagnostic(.warning, .untranslated, at: SourceLocation(file: "en/a.md", line: 1), "w")],
    outdated: ["zh/a/index.html", "ko/b/index.html"],
    dates: ["en/a.md": "2026-11-26"], pages: ["en/a/index.html": "p", "zh/a/index.html": ""],
    siteFiles: ["sitemap.xml": "s"],
    warnings: [
      "en/a.md": [
        .error(
          .brokenLink, at: SourceLocation(file: "en/a.md", line: 3, column: 7), "m",
          notes: [.init(message: "n1", location: SourceLocation(file: "en/b.md", line: 1)), .init(message: "")],
          details: ["d1", ""]),
        Diagnostic(.note, .yaml, at: SourceLocation(file: "", line: 0, column: 0), ""),
      ],
      "zh/a.md": [],
    ])

  static func expectEqual(_ read: BuildManifest?, _ written: BuildManifest) {
    #expect(read?.format == written.format)
    #expect(read?.binary == written.binary)
    #expect(read?.configHash == written.configHash)
    #expect(read?.contentPath == written.contentPath)
    #expect(read?.notes == written.notes)
    #expect(read?.articles == written.articles)
    #expect(read?.linkTargets == written.linkTargets)
    #expect(read?.pageCount == written.pageCount)
    #expect(read?.indexDiagnostics == written.indexDiagnostics)
    #expect(read?.pages == written.pages)
    #expect(read?.siteFiles == written.siteFiles)
    #expect(read?.outdated == written.outdated)
    #expect(read?.warnings == written.warnings)
    #expect(read?.dates == written.dates)
  }

  @Test("a manifest reads back field for field, from its file")
  func manifestRoundTrip() throws {
    let scratch = Scratch()
    let path = scratch.path + "/manifest"
    try Self.manifest.encoded().write(to: URL(fileURLWithPath: path))
    Self.expectEqual(BuildManifest.read(from: path), Self.manifest)
    #expect(Self.manifest.encoded() == Self.manifest.encoded())
  }

  @Test("a manifest encoded from its planned part made beforehand is the manifest encoded at once")
  func manifestFromPlannedPart() {
    let planned = Self.manifest.encodedPlannedPart()
    #expect(Self.manifest.encoded(planned: planned) == Self.manifest.encoded())
    #expect(Self.manifest.encoded().starts(with: planned))
    var changed = Self.manifest
    changed.warnings = [:]
    #expect(changed.encoded(planned: planned) != Self.manifest.encoded(), "the rendered part follows the planned one")
  }

  @Test(
    "a manifest of another format, a damaged one or none at all is not read (the build starts afresh), never a crash")
  func manifestDamage() throws {
    let scratch = Scratch()
    let path = scratch.path + "/manifest"
    #expect(BuildManifest.read(from: path) == nil)
    var older = Self.manifest
    older.format = BuildManifest.currentFormat - 1
    try older.encoded().write(to: URL(fileURLWithPath: path))
    #expect(BuildManifest.read(from: path) == nil)
    let bytes = [UInt8](Self.manifest.encoded())
    for length in 0..<bytes.count {
      try Data(bytes[0..<length]).write(to: URL(fileURLWithPath: path))
      #expect(BuildManifest.read(from: path) == nil)
    }
    try Data(bytes + [0]).write(to: URL(fileURLWithPath: path))
    #expect(BuildManifest.read(from: path) == nil)
    // A linear congruential sequence: the same corruptions on every run, so a failure replays.
    var state: UInt64 = 3
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for _ in 0..<2_000 {
      var damaged = bytes
      damaged[Int(next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: next())
      // Either nil or some manifest: what matters is that reading returns.
      _ = damaged.withUnsafeBytes { raw in
        var reader = BinaryReader(bytes: raw)
        return try? BuildManifest(reading: &reader)
      }
    }
  }
}
