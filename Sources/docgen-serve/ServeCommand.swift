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
    let builds = PreviewBuilds(
      contentPath: content, outputPath: output, cache: cacheOptions.makeCache(), serverID: UUID().uuidString
    ) { outcome in
      ServeCommand.report(outcome, printer: printer)
    }
    builds.buildNow()

    let server = try PreviewServer(host: host, port: port, siteFolder: output, updates: builds.updates)
    let stop = DispatchSemaphore(value: 0)
    let stopping = Box(false)
    let failure = Box<(any Error)?>(nil)
    let running = Task {
      do {
        try await server.run()
      } catch where !stopping.value {
        failure.value = error
        stop.signal()
      }
    }
    let url = try blocking {
      try await server.waitUntilListening()
      return await server.url()
    }
    if let error = failure.value {
      FileHandle.standardError.write(Data("docgen serve: cannot listen on \(host):\(port): \(error)\n".utf8))
      throw ExitCode.failure
    }
    say("Serving \(content)/ at \(url ?? "?") — Ctrl-C stops")

    let watcher = ContentWatcher(root: content) { builds.requestBuild() }
    watcher.start()
    let signals = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      return source
    }
    stop.wait()
    stopping.value = true
    watcher.stop()
    _ = try? blocking { await server.stop() }
    running.cancel()
    signals.forEach { $0.cancel() }
    if let error = failure.value {
      FileHandle.standardError.write(Data("docgen serve: \(error)\n".utf8))
      throw ExitCode.failure
    }
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

/// A value set from one thread and read from another, under a lock.
final class Box<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Runs async work from synchronous command code and waits for its result.
func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
  let done = DispatchSemaphore(value: 0)
  let result = Box<Result<T, any Error>?>(nil)
  Task {
    do {
      result.value = .success(try await work())
    } catch {
      result.value = .failure(error)
    }
    done.signal()
  }
  done.wait()
  return try result.value!.get()
}
