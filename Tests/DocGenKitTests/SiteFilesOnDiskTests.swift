import Foundation
import Testing

@testable import DocGenKit

/// Which of a site's files an incremental build must write again because they are gone.
@Suite("Site files on disk")
struct SiteFilesOnDiskTests {
  @Test("files present are not missing; absent ones, and paths that are not plain and relative, are")
  func missingFiles() throws {
    let scratch = Scratch()
    try scratch.write("a", to: "site/en/a/index.html")
    try scratch.write("b", to: "site/index.html")
    try scratch.write("outside", to: "secret.txt")
    let site = scratch.path + "/site"
    let paths = [
      "en/a/index.html", "en/b/index.html", "index.html", "../secret.txt", scratch.path + "/secret.txt", "",
      "en//a/index.html",
    ]
    #expect(
      SiteFilesOnDisk.missing(paths, in: site) == [
        "en/b/index.html", "../secret.txt", scratch.path + "/secret.txt", "", "en//a/index.html",
      ])
    #expect(!SiteFilesOnDisk.missing(paths, in: site).isEmpty)
    #expect(SiteFilesOnDisk.missing(["en/a/index.html", "index.html"], in: site).isEmpty)
  }

  @Test("a folder that cannot be opened has every file missing")
  func noFolder() {
    let scratch = Scratch()
    #expect(
      SiteFilesOnDisk.missing(["index.html", "en/a/index.html"], in: scratch.path + "/nowhere") == [
        "index.html", "en/a/index.html",
      ])
    #expect(SiteFilesOnDisk.missing([], in: scratch.path + "/nowhere").isEmpty)
  }

  @Test("thousands of paths, checked in batches on every core, come back in the order given")
  func manyPaths() throws {
    let scratch = Scratch()
    let paths = (0..<2_000).map { "p/\($0)/index.html" }
    for (number, path) in paths.enumerated() where number % 7 != 0 {
      try scratch.write("", to: "site/" + path)
    }
    #expect(
      SiteFilesOnDisk.missing(paths, in: scratch.path + "/site")
        == paths.enumerated().filter { $0.offset % 7 == 0 }.map(\.element))
  }
}
