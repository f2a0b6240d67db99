import ArgumentParser
import DocGenCLI
import DocGenKit
import DocGenServe
import Foundation
import Workers

/// `docgen serve`, as a program of its own: `docgen serve …` runs it in its place (see
/// `DocGen.Serve`), and `docgen-serve …` (or `swift run docgen-serve`) is the same command.
///
/// Apart so the preview's server (swift-nio) and its threads stay out of every build and check
/// (docs/serve.md, "A program of its own"). The preview itself is ``PreviewSession``; this
/// command reads options, prints what the session says, and stops it on Ctrl-C.
@main
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docgen serve",
    abstract: "Preview the site: rebuild on save, reload open pages, show failures in the page.",
    discussion: """
      Builds into a private folder under docgen's cache (never your output folder), serves it on \
      loopback, watches the content folder and rebuilds what changed. A failed build keeps the last \
      good site in view with every diagnostic over it. Ctrl-C stops.
      """
  )

  @Option(name: .long, help: "The content folder: site.yml and one folder per language.")
  var content = "Content"

  @Option(name: .long, help: "The port to listen on (0: any free port).")
  var port: UInt16 = 8000

  @Option(
    name: .long,
    help:
      "The address to listen on: an IPv4 or IPv6 literal. Anything but loopback shares your drafts with the network.")
  var host = "127.0.0.1"

  @OptionGroup var cacheOptions: CacheOptions

  func validate() throws {
    var v4 = in_addr()
    var v6 = in6_addr()
    guard inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1 else {
      throw ValidationError("--host must be an IP address such as 127.0.0.1 or ::1, not '\(host)'")
    }
  }

  func run() async throws {
    let output = PreviewBuilds.defaultOutput(forContent: content)
    try FileManager.default.createDirectory(
      atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let printer = DiagnosticPrinter()
    let cache = cacheOptions.makeCache()
    // A cache folder whose key is not private is said once; entries are checked all along.
    printer.print(cache.problems())
    // Signals first: Ctrl-C during the first build, or at any moment after, stops the preview.
    let signals = ShutdownSignals()
    let content = content
    let session: PreviewSession
    do {
      session = try PreviewSession(
        contentPath: content, outputPath: output, host: host, port: Int(port), cache: cache
      ) { event in
        switch event {
        case .built(let outcome): ServeCommand.report(outcome, printer: printer)
        case .contentMissing:
          say("The content folder \(content)/ is gone; the preview waits for it (pages show the last good build).")
        case .contentReplaced: say("The content folder \(content)/ is back or was replaced; watching the new one.")
        }
      }
    } catch {
      FileHandle.standardError.write(Data("docgen serve: \(error.description)\n".utf8))
      throw ExitCode.failure
    }
    if !session.server.policy.loopbackOnly {
      FileHandle.standardError.write(
        Data(
          ("docgen serve: warning: listening on \(host), not loopback: anyone who can reach "
            + "this machine can read your drafts and their build errors. Leave out --host to keep them on 127.0.0.1.\n")
            .utf8))
    }
    // The first build blocks (it uses every core through its own workers): on a thread of its own.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread {
        session.start()
        done.resume()
      }.start()
    }
    say("Serving \(content)/ at \(session.server.url) — Ctrl-C stops")
    await signals.requested()
    session.stop()
    say("Stopped.")
  }

  /// One build, as the terminal shows it: a line when it worked, every diagnostic when not.
  static func report(_ outcome: PreviewBuilds.Outcome, printer: DiagnosticPrinter) {
    let report = outcome.report
    var printer = printer
    printer.sources = report.sources
    printer.print(report.diagnostics)
    let time = String(format: "%.0f ms", outcome.seconds * 1000)
    if report.succeeded {
      let changed = report.changedPaths.count
      say("build \(outcome.number): \(changed == 0 ? "nothing changed" : "\(changed) files written") in \(time)")
    } else {
      let errors = report.diagnostics.filter { $0.severity == .error }.count
      say(
        "build \(outcome.number): failed with \(errors) error\(errors == 1 ? "" : "s") in \(time); pages show the last good build"
      )
    }
  }
}

/// SIGINT and SIGTERM, taken from their default action as soon as the command starts.
///
/// The first asks the preview to stop cleanly: ``wait()`` returns, and if the clean stop has
/// not ended the process within two seconds (a build in its middle, a connection that will
/// not close) it ends at once. A second signal ends it at once too: Ctrl-C always stops.
final class ShutdownSignals {
  private let requested = DispatchSemaphore(value: 0)
  private let sources: [any DispatchSourceSignal]

  init() {
    let requested = requested
    let count = Tally()
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if count.next() > 1 { _exit(130) }
        requested.signal()
        DispatchQueue.global().asyncAfter(deadline: .now() + 2) { _exit(130) }
      }
      source.resume()
      return source
    }
  }

  /// Returns when a signal asked the preview to stop.
  func requested() async {
    let requested = requested
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        requested.wait()
        done.resume()
      }
    }
  }
}
