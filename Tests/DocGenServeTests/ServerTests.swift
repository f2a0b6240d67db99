import DocGenKit
import Foundation
import NIOCore
import Testing

@testable import DocGenServe

@Suite struct HostPolicyTests {
  static let loopback = HostPolicy(port: 8000, loopbackOnly: true)
  static let network = HostPolicy(port: 8000, loopbackOnly: false)

  @Test(arguments: [
    // The preview's own names.
    ("127.0.0.1:8000", true, true),
    ("localhost:8000", true, true),
    ("LOCALHOST:8000", true, true),
    ("docs.localhost:8000", true, true),
    ("[::1]:8000", true, true),
    ("127.0.0.2:8000", true, true),
    ("[::ffff:127.0.0.1]:8000", true, true),
    // DNS rebinding: the attacker's name, whatever it resolves to.
    ("attacker.example:8000", false, false),
    ("attacker.example", false, false),
    ("localhost.attacker.example:8000", false, false),
    // Found by FuzzRequest: a name no browser sends, ending in .localhost.
    ("..%2f0.0.1.localhost:8000", false, false),
    (".localhost:8000", false, false),
    ("a..localhost:8000", false, false),
    ("-a.localhost:8000", false, false),
    ("a_b.localhost:8000", false, false),
    ("127.0.0.1.nip.io:8000", false, false),
    // The wrong port, or none (80).
    ("127.0.0.1:8001", false, false),
    ("127.0.0.1", false, false),
    ("localhost", false, false),
    // Another machine's address: only when the preview was bound beyond loopback.
    ("192.168.1.20:8000", false, true),
    ("[fe80::1]:8000", false, true),
    // Not an authority at all.
    ("", false, false),
    ("127.0.0.1:8000/path", false, false),
    ("user@127.0.0.1:8000", false, false),
    ("127.0.0.1:+8000", false, false),
    ("127.0.0.1:8000 extra", false, false),
    ("[::1", false, false),
    ("[not-v6]:8000", false, false),
  ])
  func hosts(value: String, onLoopback: Bool, onNetwork: Bool) {
    #expect(Self.loopback.allows(host: value) == onLoopback, "\(value) on loopback")
    #expect(Self.network.allows(host: value) == onNetwork, "\(value) on the network")
  }

  @Test func missingHostIsRefused() {
    #expect(!Self.loopback.allows(host: nil))
  }

  @Test(arguments: [
    ("127.0.0.1:8000", "http://127.0.0.1:8000", true),
    ("localhost:8000", "http://localhost:8000", true),
    ("localhost:8000", "HTTP://LOCALHOST:8000", true),
    // A page elsewhere opening the preview's socket.
    ("127.0.0.1:8000", "http://attacker.example", false),
    ("127.0.0.1:8000", "null", false),
    ("127.0.0.1:8000", "https://127.0.0.1:8000", false),
    // The origin must be the host the request was sent to, not merely another allowed one.
    ("127.0.0.1:8000", "http://localhost:8000", false),
    ("attacker.example:8000", "http://attacker.example:8000", false),
  ])
  func upgrades(host: String, origin: String, allowed: Bool) {
    #expect(Self.loopback.allowsUpgrade(host: host, origin: origin) == allowed)
  }

  @Test func upgradeWithoutOriginIsRefused() {
    #expect(!Self.loopback.allowsUpgrade(host: "127.0.0.1:8000", origin: nil))
  }

  @Test(arguments: [
    ("127.0.0.1", true), ("127.1.2.3", true), ("::1", true), ("0.0.0.0", false), ("::", false), ("10.0.0.5", false),
  ])
  func loopbackAddresses(address: String, loopback: Bool) {
    #expect(HostPolicy.isLoopback(address: address) == loopback)
  }
}

/// One connection's whole pipeline (``SimulatedConnection``) to a small site, as text.
final class PipelineHarness {
  let scratch = Scratch()
  let connection: SimulatedConnection

  init(limits: PreviewLimits = PreviewLimits()) throws {
    try scratch.write("<html><body>en</body></html>", to: "site/en/index.html")
    try scratch.write("body{}", to: "site/assets/style.css")
    connection = try SimulatedConnection(siteFolder: scratch.path + "/site", limits: limits)
  }

  /// Sends `text` and returns everything the server wrote back.
  func send(_ text: String) throws -> String {
    String(decoding: try connection.send(Array(text.utf8)), as: UTF8.self)
  }

  func output() throws -> String {
    String(decoding: try connection.written(), as: UTF8.self)
  }

  func advance(by time: TimeAmount) throws -> String {
    String(decoding: try connection.advance(by: time), as: UTF8.self)
  }

  var isOpen: Bool { connection.isOpen }

  static func get(_ path: String, host: String = "127.0.0.1:8000", headers: String = "") -> String {
    "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\(headers)\r\n"
  }
}

@Suite struct PreviewPipelineTests {
  static func status(_ response: String) -> Int? {
    let line = response.split(separator: "\r\n").first ?? ""
    let parts = line.split(separator: " ")
    return parts.count > 1 ? Int(parts[1]) : nil
  }

  @Test func servesItsOwnHost() throws {
    let harness = try PipelineHarness()
    let response = try harness.send(PipelineHarness.get("/en/"))
    #expect(Self.status(response) == 200)
    #expect(response.contains("<script src=\"/__docgen/live.js\" data-build=\"1\"></script>"))
  }

  @Test(arguments: ["attacker.example:8000", "attacker.example", "127.0.0.1:9999"])
  func refusesForeignHosts(host: String) throws {
    let harness = try PipelineHarness()
    let response = try harness.send(PipelineHarness.get("/en/", host: host))
    #expect(Self.status(response) == 421)
    #expect(!response.contains("<html>"))
    #expect(!harness.isOpen)
  }

  @Test func requestsPipelinedAfterAClosingAnswerAreNotAnswered() throws {
    let harness = try PipelineHarness()
    let response = try harness.send(
      PipelineHarness.get("/en/", host: "attacker.example") + PipelineHarness.get("/en/") + PipelineHarness.get("/en/"))
    #expect(Self.status(response) == 421)
    #expect(!response.contains("HTTP/1.1 200"))
    #expect(!harness.isOpen)
  }

  /// FuzzRequest's first finding: a Host ending in `.localhost` that no browser sends.
  @Test func aHostNoBrowserSendsIsRefusedEvenUnderLocalhost() throws {
    let harness = try PipelineHarness()
    let response = try harness.send("GET /en/ HTTP/1.1\r\nHost:..%2f0.0.1.localhost:8000\r\n\r\nUeRa")
    #expect(Self.status(response) == 421)
  }

  /// A page elsewhere loading the search index as its own script would get every page's text
  /// (the Host is the preview's, so the host check does not stop it).
  @Test(arguments: [
    ("cross-site", "no-cors", 403), ("same-site", "no-cors", 403), ("cross-site", "cors", 403),
    ("cross-site", "navigate", 200), ("same-origin", "no-cors", 200), ("none", "navigate", 200),
  ])
  func otherSitesGetNothingButNavigations(site: String, mode: String, status: Int) throws {
    let harness = try PipelineHarness()
    let response = try harness.send(
      PipelineHarness.get(
        "/en/", headers: "Sec-Fetch-Site: \(site)\r\nSec-Fetch-Mode: \(mode)\r\nSec-Fetch-Dest: script\r\n"))
    #expect(Self.status(response) == status)
    #expect(status != 403 || !response.contains("<html>"))
  }

  @Test func everyAnswerKeepsToTheSameOrigin() throws {
    let harness = try PipelineHarness()
    for path in ["/en/", "/assets/style.css", "/missing", "/__docgen/live.js"] {
      #expect(
        try harness.send(PipelineHarness.get(path)).contains("\r\nCross-Origin-Resource-Policy: same-origin\r\n"),
        "\(path)")
    }
  }

  @Test func nothingFollowsAnAnswerThatCloses() throws {
    let harness = try PipelineHarness()
    let response = try harness.send("GET /en/ HTTP/1.0\r\nHost: 127.0.0.1:8000\r\n\r\nmore bytes after the request")
    #expect(Self.status(response) == 200)
    #expect(response.components(separatedBy: "HTTP/1.").count == 2, "one answer only")
  }

  @Test func aClientThatDoesNotReadGetsNoMoreAnswersQueued() throws {
    let harness = try PipelineHarness()
    harness.connection.channel.isWritable = false
    let requests = String(repeating: PipelineHarness.get("/en/"), count: 3)
    #expect(try harness.send(requests).isEmpty, "nothing is queued while the socket cannot take it")
    harness.connection.channel.isWritable = true
    harness.connection.channel.pipeline.fireChannelWritabilityChanged()
    let answers = try harness.output()
    #expect(answers.components(separatedBy: "HTTP/1.1 200").count - 1 == 3, "each in turn once it can")
  }

  @Test func refusesRequestsWithoutOrWithTwoHosts() throws {
    let none = try PipelineHarness()
    #expect(Self.status(try none.send("GET /en/ HTTP/1.0\r\n\r\n")) == 421)
    let two = try PipelineHarness()
    #expect(
      Self.status(try two.send("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nHost: attacker.example\r\n\r\n")) != 200)
  }

  @Test func redirectsAreAlwaysPathsOnThisServer() throws {
    let harness = try PipelineHarness()
    let response = try harness.send(PipelineHarness.get("//en"))
    #expect(Self.status(response) == 302)
    #expect(response.contains("Location: /en/\r\n"))
  }

  @Test func answersATooLongRequestLineAtOnce() throws {
    let harness = try PipelineHarness()
    // Sent in pieces, as a slow attacker would: the refusal comes when the limit is crossed.
    var response = try harness.send("GET /" + String(repeating: "a", count: 5000))
    #expect(response.isEmpty)
    response = try harness.send(String(repeating: "a", count: 5000))
    #expect(Self.status(response) == 414)
    #expect(!harness.isOpen)
  }

  @Test func answersTooLargeHeadersWith431() throws {
    let harness = try PipelineHarness()
    let big = "X-Big: " + String(repeating: "b", count: 9000) + "\r\n"
    #expect(Self.status(try harness.send(PipelineHarness.get("/en/", headers: big))) == 431)
    let many = try PipelineHarness()
    let lines = (0..<30).map { "X-H\($0): " + String(repeating: "c", count: 700) + "\r\n" }.joined()
    #expect(Self.status(try many.send(PipelineHarness.get("/en/", headers: lines))) == 431)
  }

  @Test func aClientThatStopsMidRequestIsAnswered408() throws {
    let harness = try PipelineHarness()
    #expect(try harness.send("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n").isEmpty)
    #expect(try harness.advance(by: .seconds(9)).isEmpty)
    #expect(Self.status(try harness.advance(by: .seconds(2))) == 408)
    #expect(!harness.isOpen)
  }

  @Test func aTrickleOfBytesDoesNotExtendTheDeadline() throws {
    let harness = try PipelineHarness()
    var answer = ""
    for byte in "GET /en/ HTTP/1.1\r\nHost: 1".map(String.init) where harness.isOpen {
      answer += try harness.send(byte)
      answer += try harness.advance(by: .milliseconds(500))
    }
    answer += try harness.output()
    #expect(Self.status(answer) == 408)
  }

  @Test func keepAliveRequestsEachGetTheirDeadline() throws {
    let harness = try PipelineHarness()
    #expect(Self.status(try harness.send(PipelineHarness.get("/en/"))) == 200)
    _ = try harness.advance(by: .seconds(30))
    #expect(harness.isOpen, "an idle keep-alive connection is not a slow request")
    #expect(Self.status(try harness.send(PipelineHarness.get("/assets/style.css"))) == 200)
    _ = try harness.advance(by: .seconds(61))
    #expect(!harness.isOpen, "closed after the idle timeout")
  }

  @Test(arguments: ["POST", "PUT", "DELETE"])
  func onlyGetAndHead(method: String) throws {
    let harness = try PipelineHarness()
    let response = try harness.send("\(method) /en/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nContent-Length: 0\r\n\r\n")
    #expect(Self.status(response) == 405)
  }

  @Test func headGetsNoBody() throws {
    let harness = try PipelineHarness()
    let response = try harness.send("HEAD /en/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n\r\n")
    #expect(Self.status(response) == 200)
    #expect(response.hasSuffix("\r\n\r\n"))
  }

  @Test func requestBodiesAreRefused() throws {
    let harness = try PipelineHarness()
    let response = try harness.send("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nContent-Length: 3\r\n\r\nabc")
    #expect(Self.status(response) == 413)
  }

  @Test func garbageIsABadRequest() throws {
    let harness = try PipelineHarness()
    #expect(Self.status(try harness.send("\u{1}\u{2} nonsense\r\n\r\n")) == 400)
  }

  static func upgrade(host: String = "127.0.0.1:8000", origin: String?) -> String {
    let originLine = origin.map { "Origin: \($0)\r\n" } ?? ""
    return "GET /__docgen/live HTTP/1.1\r\nHost: \(host)\r\n\(originLine)Upgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
  }

  @Test func theReloadSocketOpensForThePreviewsOwnPages() throws {
    let harness = try PipelineHarness()
    let response = try harness.send(Self.upgrade(origin: "http://127.0.0.1:8000")) + harness.output()
    #expect(Self.status(response) == 101)
    // The first message is the current state, as a text frame, and the socket is exempt from
    // the request deadline and the idle timeout.
    #expect(response.contains("\"type\":\"ok\""))
    _ = try harness.advance(by: .seconds(600))
    #expect(harness.isOpen)
  }

  @Test(arguments: ["http://attacker.example", "null", nil, "http://localhost:8000"])
  func theReloadSocketRefusesOtherOrigins(origin: String?) throws {
    let harness = try PipelineHarness()
    let response = try harness.send(Self.upgrade(origin: origin))
    #expect(Self.status(response) == 403)
    #expect(!response.contains("\"type\""))
  }
}

/// The server on a real loopback socket.
@Suite(.serialized) struct PreviewServerSocketTests {
  /// Opens a TCP connection to `port` on 127.0.0.1; -1 when refused.
  static func connect(port: Int) -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if result != 0 {
      close(socket)
      return -1
    }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    return socket
  }

  static func exchange(_ socket: Int32, _ request: String) -> String {
    _ = request.withCString { send(socket, $0, strlen($0), 0) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = recv(socket, &buffer, buffer.count, 0)
    return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
  }

  func makeServer(limits: PreviewLimits = PreviewLimits(), port: Int = 0) throws -> (Scratch, PreviewServer) {
    let scratch = Scratch()
    try scratch.write("<html><body>en</body></html>", to: "site/en/index.html")
    let server = try PreviewServer.start(
      host: "127.0.0.1", port: port, siteFolder: scratch.path + "/site",
      updates: LiveUpdates(initial: .ok(build: 1, server: "test", changed: [])), limits: limits)
    return (scratch, server)
  }

  @Test func servesOnLoopbackAndRefusesForeignHosts() throws {
    let (scratch, server) = try makeServer()
    defer { withExtendedLifetime(scratch) {} }
    defer { server.stop() }
    #expect(server.url.hasPrefix("http://127.0.0.1:"))
    let port = server.policy.port
    let own = Self.connect(port: port)
    defer { close(own) }
    #expect(Self.exchange(own, PipelineHarness.get("/en/", host: "127.0.0.1:\(port)")).hasPrefix("HTTP/1.1 200"))
    let foreign = Self.connect(port: port)
    defer { close(foreign) }
    #expect(
      Self.exchange(foreign, PipelineHarness.get("/en/", host: "attacker.example:\(port)")).hasPrefix("HTTP/1.1 421"))
  }

  @Test func connectionsPastTheCapAreClosedAndTheRestStillServed() throws {
    var limits = PreviewLimits()
    limits.maxConnections = 4
    let (scratch, server) = try makeServer(limits: limits)
    defer { withExtendedLifetime(scratch) {} }
    defer { server.stop() }
    let port = server.policy.port
    let held = (0..<4).map { _ in Self.connect(port: port) }
    defer { held.forEach { close($0) } }
    Thread.sleep(forTimeInterval: 0.2)
    let extra = Self.connect(port: port)
    defer { close(extra) }
    #expect(Self.exchange(extra, PipelineHarness.get("/en/", host: "127.0.0.1:\(port)")).isEmpty, "closed at once")
    #expect(Self.exchange(held[0], PipelineHarness.get("/en/", host: "127.0.0.1:\(port)")).hasPrefix("HTTP/1.1 200"))
  }

  @Test func aBusyPortSaysSoAtOnce() throws {
    let (scratch, first) = try makeServer()
    defer { withExtendedLifetime(scratch) {} }
    defer { first.stop() }
    let started = Date()
    #expect {
      _ = try makeServer(port: first.policy.port)
    } throws: { error in
      "\(error)".contains("the port is in use")
    }
    #expect(Date().timeIntervalSince(started) < 5)
  }
}

/// A whole preview session on a real loopback socket, as `docgen serve` runs it.
@Suite(.serialized) struct PreviewSessionTests {
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [PreviewSession.Event] = []
    func append(_ event: PreviewSession.Event) { lock.withLock { events.append(event) } }
    var builds: [PreviewBuilds.Outcome] {
      lock.withLock { events.compactMap { if case .built(let outcome) = $0 { outcome } else { nil } } }
    }
    var missing: Int { lock.withLock { events.filter { if case .contentMissing = $0 { true } else { false } }.count } }
    var replaced: Int {
      lock.withLock { events.filter { if case .contentReplaced = $0 { true } else { false } }.count }
    }

    func wait(_ condition: () -> Bool, seconds: Double = 10) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return condition()
    }
  }

  @Test func listensBuildsFollowsEditsAndTheFolderAndStops() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    try FileManager.default.copyItem(atPath: PreviewBuildsTests.fixture, toPath: content)
    let events = Events()
    let session = try PreviewSession(
      contentPath: content, outputPath: scratch.path + "/preview/site", host: "127.0.0.1", port: 0,
      cache: ScenarioCache(folder: nil)
    ) { events.append($0) }
    let port = session.server.policy.port
    #expect(events.builds.isEmpty, "listening comes before the first build")

    session.start()
    #expect(events.builds.count == 1 && events.builds[0].report.succeeded)
    let socket = PreviewServerSocketTests.connect(port: port)
    defer { close(socket) }
    let page = PreviewServerSocketTests.exchange(socket, PipelineHarness.get("/en/", host: "127.0.0.1:\(port)"))
    #expect(page.hasPrefix("HTTP/1.1 200"))

    try "# First\n\nEdited.\n".write(toFile: content + "/en/first.md", atomically: true, encoding: .utf8)
    #expect(events.wait { events.builds.count >= 2 }, "an edit rebuilds")

    try FileManager.default.moveItem(atPath: content, toPath: scratch.path + "/Content.aside")
    #expect(events.wait { events.missing == 1 }, "a folder moved away is said")
    try FileManager.default.moveItem(atPath: scratch.path + "/Content.aside", toPath: content)
    #expect(events.wait { events.replaced == 1 }, "a folder back is followed")

    let stopping = Date()
    session.stop()
    #expect(Date().timeIntervalSince(stopping) < 3)
    #expect(PreviewServerSocketTests.connect(port: port) == -1, "no longer listening")
  }

  @Test func aBusyPortFailsBeforeAnyBuild() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    try FileManager.default.copyItem(atPath: PreviewBuildsTests.fixture, toPath: content)
    let events = Events()
    let first = try PreviewSession(
      contentPath: content, outputPath: scratch.path + "/a/site", host: "127.0.0.1", port: 0,
      cache: ScenarioCache(folder: nil)
    ) { _ in }
    defer { first.stop() }
    #expect(throws: PreviewServer.ListenFailure.self) {
      _ = try PreviewSession(
        contentPath: content, outputPath: scratch.path + "/b/site", host: "127.0.0.1", port: first.server.policy.port,
        cache: ScenarioCache(folder: nil)
      ) { events.append($0) }
    }
    #expect(events.builds.isEmpty)
  }
}
