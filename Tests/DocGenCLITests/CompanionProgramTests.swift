import Foundation
import Testing

@testable import DocGenCLI

@Suite struct CompanionProgramTests {
  let serve = CompanionProgram(name: "docgen-serve")

  @Test("the running executable's folder comes first, then PATH's absolute folders, each once")
  func searchOrder() {
    let places = serve.candidates(executable: "/opt/docgen/bin/docgen", searchPath: "/usr/local/bin:bin:/opt/docgen/bin::/usr/bin")
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

  @Test("with nowhere to look, it returns a sentence naming the program and how to build it")
  func failureSaysWhy() {
    let missing = CompanionProgram(name: "docgen-no-such-program-\(UInt32.random(in: 0...UInt32.max))")
    let problem = missing.replaceProcess(arguments: ["--help"])
    #expect(problem.contains(missing.name))
    #expect(problem.contains("swift build --product \(missing.name)"))
  }
}
