import Foundation

/// Which `Host` and `Origin` the preview answers: its own address, and nothing a web page on
/// another site could make a browser send.
///
/// The preview serves drafts, and a failed build's overlay quotes the notes' lines. A page on
/// any site the author visits can aim requests at `127.0.0.1:8000`, and through DNS rebinding
/// (a name of the attacker's that resolves to 127.0.0.1) read the answers as its own origin.
/// The browser still sends the attacker's name as `Host`, so the preview answers only hosts
/// that are addresses, or `localhost` (RFC 6761: it always resolves to loopback), with the
/// port it listens on. Bound to loopback (the default) the address must be a loopback one;
/// bound to another address (`--host`, which the command warns about) any IP literal will do,
/// since the machine's addresses are not known in advance, but still no DNS name.
///
/// A WebSocket is not covered by the same-origin policy at all, so an upgrade also needs an
/// `Origin` that is the preview itself (`http://` and the request's own, allowed, `Host`).
public struct HostPolicy: Sendable, Equatable {
  /// The port the preview listens on.
  public let port: Int
  /// True when bound to a loopback address: then only loopback addresses are its own.
  public let loopbackOnly: Bool

  public init(port: Int, loopbackOnly: Bool) {
    self.port = port
    self.loopbackOnly = loopbackOnly
  }

  /// A `Host` header's value split into host and port; nil when it is not one.
  struct Authority: Equatable {
    var host: String
    var port: Int?
  }

  /// Whether `host` (a `Host` header's value, nil when absent) names this preview.
  public func allows(host header: String?) -> Bool {
    guard let header, let authority = Self.authority(header) else { return false }
    guard (authority.port ?? 80) == port else { return false }
    return allows(hostName: authority.host)
  }

  /// Whether a WebSocket upgrade with these headers comes from a page of the preview itself.
  public func allowsUpgrade(host: String?, origin: String?) -> Bool {
    guard allows(host: host), let host, let origin else { return false }
    return origin.lowercased() == "http://" + host.lowercased()
  }

  private func allows(hostName: String) -> Bool {
    let name = hostName.lowercased()
    if name == "localhost" { return true }
    if name.hasSuffix(".localhost") { return Self.isHostName(name) }
    if let v4 = Self.ipv4(name) { return !loopbackOnly || v4.first == 127 }
    if Self.isIPv6(name) { return !loopbackOnly || Self.isIPv6Loopback(name) }
    return false
  }

  /// `host`, `host:port`, `[v6]` or `[v6]:port`, with nothing else in it.
  static func authority(_ value: String) -> Authority? {
    let text = value.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
    var host: Substring
    var rest: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      host = text[text.index(after: text.startIndex)..<close]
      rest = text[text.index(after: close)...]
      guard isIPv6(String(host)) else { return nil }
    } else {
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      host = parts[0]
      rest = parts.count > 1 ? ":" + parts[1] : ""
    }
    guard !host.isEmpty, !host.contains("@"), !host.contains("/") else { return nil }
    if rest.isEmpty { return Authority(host: String(host), port: nil) }
    let digits = rest.dropFirst()
    guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ ("0"..."9").contains($0) }),
      let port = Int(digits), (1...65535).contains(port)
    else { return nil }
    return Authority(host: String(host), port: port)
  }

  /// A DNS name as browsers send one: labels of letters, digits and hyphens, none empty, none
  /// starting or ending with a hyphen (RFC 1123). `sub.localhost` is one; `..%2f.localhost`,
  /// which no browser sends, is not.
  static func isHostName(_ name: String) -> Bool {
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    return labels.allSatisfy { label in
      !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
        && label.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
  }

  static func ipv4(_ text: String) -> [UInt8]? {
    var address = in_addr()
    guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
    return withUnsafeBytes(of: address) { Array($0) }
  }

  static func isIPv6(_ text: String) -> Bool {
    var address = in6_addr()
    return inet_pton(AF_INET6, text, &address) == 1
  }

  static func isIPv6Loopback(_ text: String) -> Bool {
    var address = in6_addr()
    guard inet_pton(AF_INET6, text, &address) == 1 else { return false }
    let bytes = withUnsafeBytes(of: address) { Array($0) }
    if bytes == Array(repeating: 0, count: 15) + [1] { return true }
    // ::ffff:127.x.x.x, an IPv4 loopback address written as IPv6.
    return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
  }

  /// Whether the address the preview is asked to listen on is a loopback one.
  public static func isLoopback(address: String) -> Bool {
    if let v4 = ipv4(address) { return v4.first == 127 }
    return isIPv6Loopback(address)
  }
}
