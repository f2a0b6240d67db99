import CFuzzer
import DocGenServe
import Foundation

/// Bytes from the fuzzer as what a client sends the preview: through the whole pipeline of a
/// connection (request gate, swift-nio's decoder and upgrader, host policy, the site's files),
/// in memory. The first byte picks how the rest is cut into reads (1 to 256 bytes each, as a
/// slow or a fast client sends), the second how far the clock moves between reads.
///
/// Beyond crashes and hangs, a finding is an answer that breaks the preview's promises: a
/// response that is not HTTP/1.1, a file from outside the site (the planted secret), or a
/// page served to a request whose Host the preview does not answer.
let site: String = {
  let root = NSTemporaryDirectory() + "docgen-fuzz-request-\(getpid())"
  let files = [
    "site/index.html": "<html><body>index</body></html>", "site/en/index.html": "<html><body>en page</body></html>",
    "site/en/404.html": "<html><body>not here</body></html>", "site/assets/style.css": "body{}",
    "site/.docgen-site": "marker", "outside/secret.txt": "SECRET-OUTSIDE-THE-SITE",
  ]
  for (path, text) in files {
    let file = root + "/" + path
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
  }
  try? FileManager.default.createSymbolicLink(atPath: root + "/site/en/escape", withDestinationPath: root + "/outside")
  return root + "/site"
}()

/// Whether some request among `bytes` has a `Host` that is plainly this preview's, by a rule
/// written apart from `HostPolicy` (so the fuzzer does not check the policy with itself).
func hasOwnHost(_ bytes: ArraySlice<UInt8>) -> Bool {
  let own =
    /^(localhost|[a-z0-9.-]+\.localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\]|\[::ffff:127\.[0-9.]+\]):8000$/
  for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
    let parts = line.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "host" else { continue }
    let value = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
    if value.wholeMatch(of: own) != nil { return true }
  }
  return false
}

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
  guard bytes.count >= 2, let connection = try? SimulatedConnection(siteFolder: site) else { return 0 }
  let chunk = Int(bytes[0]) + 1
  let pause = Int64(bytes[1]) * 50  // milliseconds
  var answer: [UInt8] = []
  var index = 2
  while index < bytes.count, connection.isOpen {
    let end = min(bytes.count, index + chunk)
    answer += (try? connection.send(bytes[index..<end])) ?? []
    answer += (try? connection.advance(by: .milliseconds(pause))) ?? []
    index = end
  }
  answer += (try? connection.advance(by: .seconds(120))) ?? []
  let text = String(decoding: answer, as: UTF8.self)
  if !answer.isEmpty && !text.hasPrefix("HTTP/1.1 ") && !text.hasPrefix("HTTP/1.0 ") {
    fatalError("an answer that is not HTTP: \(text.prefix(80).debugDescription)")
  }
  if text.contains("SECRET-OUTSIDE-THE-SITE") || text.contains("marker") {
    fatalError("a file from outside the site, or a hidden one, was served")
  }
  if text.contains("HTTP/1.1 200") && !hasOwnHost(bytes.dropFirst(2)) {
    fatalError(
      "a page served to requests none of which is for this preview: \(String(decoding: bytes, as: UTF8.self).prefix(200).debugDescription)"
    )
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
