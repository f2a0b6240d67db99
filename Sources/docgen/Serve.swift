import ArgumentParser
import DocGenCLI
import Foundation

extension DocGen {
  /// `docgen serve`: hands over to `docgen-serve`, the live preview, which is a program of its
  /// own so that its HTTP server's libraries (Foundation's networking part, libcurl and some
  /// thirty more) do not load on every build and check (docs/serve.md, "A program of its
  /// own"). Everything after `serve`, `--help` included, goes to it unread.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Preview the site: rebuild on save, reload open pages, show failures in the page.",
      discussion: """
        Runs docgen-serve (built beside docgen) with the same arguments: --content DIR (Content), \
        --port N (8000; 0: any free port), --host ADDRESS (127.0.0.1), --no-cache. \
        `docgen serve --help` shows docgen-serve's own help.
        """
    )

    @Argument(parsing: .captureForPassthrough, help: "docgen-serve's options.")
    var arguments: [String] = []

    func run() throws {
      let problem = CompanionProgram(name: "docgen-serve").replaceProcess(arguments: arguments) { notice in
        FileHandle.standardError.write(Data("docgen serve: \(notice)\n".utf8))
      }
      FileHandle.standardError.write(Data("docgen serve: \(problem)\n".utf8))
      throw ExitCode.failure
    }
  }
}
