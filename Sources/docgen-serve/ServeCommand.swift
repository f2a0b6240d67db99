import ArgumentParser
import DocGenCLI
import DocGenKit
import DocGenServe
import Foundation

/// `docgen serve`, as a program of its own: `docgen serve …` runs it in its place (see
/// `DocGen.Serve`), and `docgen-serve …` (or `swift run docgen-serve`) is the same command.
///
/// Apart because the preview's HTTP server (FlyingFox) links Foundation's networking part,
/// and with it libcurl and some thirty libraries: in the `docgen` binary they loaded on every
/// build and check, 11 of a 28 ms start (docs/serve.md, "A program of its own").
@main
struct ServeCommand: ParsableCommand {
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

  @Option(name: .long, help: "The address to listen on: an IPv4 or IPv6 literal. Anything but loopback shares your drafts with the network.")
  var host = "127.0.0.1"

  @OptionGroup var cacheOptions: CacheOptions

  func validate() throws {
    var v4 = in_addr()
    var v6 = in6_addr()
    guard inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1 else {
      throw ValidationError("--host must be an IP address such as 127.0.0.1 or ::1, not '\(host)'")
    }
  }

  func run() throws {
    let output = PreviewBuilds.defaultOutput(forContent: content)
    try FileManager.default.createDirectory(
      atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let printer = DiagnosticPrinter()
    let cache = cacheOptions.makeCache()
    // A cache folder whose key is not private is said once; entries are checked all along.
    printer.print(cache.problems())
    let builds = PreviewBuilds(
      contentPath: content, outputPath: output, cache: cache, serverID: UUID().uuidString
    ) { outcome in
      ServeCommand.report(outcome, printer: printer)
    }
    // Signals first: Ctrl-C during the first build, or at any moment after, stops the preview.
    let stop = ShutdownSignals()
    // Listening before the first build, so a busy port is said at once, not after a build.
    let server: PreviewServer
    do {
      server = try PreviewServer.start(host: host, port: Int(port), siteFolder: output, updates: builds.updates)
    } catch {
      FileHandle.standardError.write(Data("docgen serve: \(error.description)\n".utf8))
      throw ExitCode.failure
    }
    builds.buildNow()

    if !server.policy.loopbackOnly {
      FileHandle.standardError.write(Data(("docgen serve: warning: listening on \(host), not loopback: anyone who can reach "
        + "this machine can read your drafts and their build errors. Leave out --host to keep them on 127.0.0.1.\n").utf8))
    }
    say("Serving \(content)/ at \(server.url) — Ctrl-C stops")

    let content = content
    let watcher = ContentWatcher(root: content) { event in
      switch event {
      case .changed:
        builds.requestBuild()
      case .missing:
        say("The content folder \(content)/ is gone; the preview waits for it (pages show the last good build).")
        builds.requestBuild()
      case .replaced:
        say("The content folder \(content)/ is back or was replaced; watching the new one.")
        builds.requestBuild()
      }
    }
    watcher.start()
    stop.wait()
    watcher.stop()
    server.stop()
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
      say("build \(outcome.number): failed with \(errors) error\(errors == 1 ? "" : "s") in \(time); pages show the last good build")
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
    let count = SignalCount()
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if count.increment() > 1 { _exit(130) }
        requested.signal()
        DispatchQueue.global().asyncAfter(deadline: .now() + 2) { _exit(130) }
      }
      source.resume()
      return source
    }
  }

  /// Returns when a signal asked the preview to stop.
  func wait() {
    requested.wait()
  }
}

/// A count shared by signal handlers.
final class SignalCount: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
