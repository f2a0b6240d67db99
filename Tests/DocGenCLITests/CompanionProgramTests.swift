import Foundation
import Testing

@testable import DocGenCLI

@Suite struct CompanionProgramTests {
  let serve = CompanionProgram(name: "docgen-serve")

  @Test("the running executable's folder comes first, then PATH's absolute folders, each once")
  func searchOrder() {
    let places = serve.candidates(
      executable: "/opt/docgen/bin/docgen", searchPath: "/usr/local/bin:bin:/opt/docgen/bin::/usr/bin")
    #expect(places == ["/opt/docgen/bin/docgen-serve", "/usr/local/bin/docgen-serve", "/usr/bin/docgen-serve"])
  }

  @Test("an unknown or relative executable path and no PATH leave nothing to try")
  func nothingKnown() {
    #expect(serve.candidates(executable: nil, searchPath: nil).isEmpty)
    #expect(serve.candidates(executable: "docgen", searchPath: "./bin:.").isEmpty)
  }

  @Test("the running executable is an absolute path to a file that exists")
  func runningExecutable() throws {
    let path = try #require(CompanionProgram.runningExecutable())
    #expect(path.hasPrefix("/"))
    #expect(FileManager.default.isExecutableFile(atPath: path))
  }

  @Test("a program found nowhere: a sentence naming it, where it was looked for and how to build it")
  func failureSaysWhy() throws {
    let missing = CompanionProgram(name: "docgen-no-such-program-\(UInt32.random(in: 0...UInt32.max))")
    var notices: [String] = []
    let problem = missing.replaceProcess(arguments: ["--help"]) { notices.append($0) }
    let folder = try #require(CompanionProgram.runningExecutable()).split(separator: "/").dropLast().joined(
      separator: "/")
    #expect(problem.contains("\(missing.name) is not beside this docgen or on PATH"))
    #expect(problem.contains("/" + folder))
    #expect(problem.contains("--product \(missing.name)"))
    #expect(notices.isEmpty)
  }

  @Test(
    "the build command matches the running build's configuration",
    arguments: [
      ("/work/.build/x86_64-unknown-linux-gnu/release/docgen", "swift build -c release --product docgen-serve"),
      ("/work/.build/x86_64-unknown-linux-gnu/debug/docgen", "swift build --product docgen-serve"),
      ("/usr/local/bin/docgen", "swift build --product docgen-serve"),
    ])
  func buildCommand(executable: String, command: String) {
    #expect(serve.buildCommand(besides: executable) == command)
  }
}

@Suite struct CacheOptionsTests {
  @Test(
    arguments: [
      ([], false, true),
      ([], true, false),
      (["--cache"], true, true),
      (["--cache"], false, true),
      (["--no-cache"], false, false),
      (["--no-cache"], true, false),
    ] as [([String], Bool, Bool)])
  func diskCacheIsOffInCIUnlessAsked(arguments: [String], ci: Bool, uses: Bool) throws {
    let options = try CacheOptions.parse(arguments)
    #expect(options.usesDiskCache(ci: ci) == uses)
  }

  @Test func cacheAndNoCacheConflict() {
    #expect(throws: (any Error).self) { try CacheOptions.parse(["--cache", "--no-cache"]) }
  }
}
