import Crypto
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The seal on every scenario-cache file: an HMAC-SHA256 of the entry's key and bytes, made
/// with a secret only this user can read.
///
/// A cache entry decides what `check` passes and what `build` publishes as "verified against
/// the engine", and the folder it lives in is just files: another job on a shared CI runner, a
/// careless script or a bad disk can change them. A plain checksum would catch the disk, not
/// a person (who recomputes it), so the code is keyed: the key is 32 random bytes in
/// `<cache>/key`, made on first use with mode 0600 and used only while it is a regular file
/// owned by this user that nobody else can read or write. Sealing the entry's key with its
/// bytes also stops a valid entry from being copied under another scenario's name. An entry
/// whose seal does not match is a miss (the scenario runs again) with a warning; a key file
/// that is not private turns the disk cache off, with a warning.
///
/// What it cannot stop: someone who can act as this user (they can read the key, or replace
/// the docgen binary). For CI, where the cache folder may be shared by jobs of several people,
/// the command line does not use the disk cache at all unless asked (``CacheOptions``).
struct CacheSeal: Sendable {
  /// The key's bytes (`SymmetricKey` is not `Sendable`; one is made for each use).
  private let keyBytes: [UInt8]
  private var key: SymmetricKey { SymmetricKey(data: keyBytes) }

  /// Bytes before an entry's payload: a format mark, then the 32-byte code.
  static let magic: [UInt8] = Array("DGC2".utf8)
  static let headerSize = magic.count + 32

  init(key: SymmetricKey) {
    keyBytes = key.withUnsafeBytes { Array($0) }
  }

  /// `payload` with its seal in front, for the entry named `name`.
  func seal(_ payload: some ContiguousBytes, name: String) -> Data {
    var data = Data(Self.magic)
    let code = payload.withUnsafeBytes { bytes in authenticationCode(bytes, name: name) }
    data.append(contentsOf: code)
    payload.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
  }

  /// The payload of a sealed file when its seal is this key's for `name`; nil when it is not
  /// (changed, damaged, written under another key or another name, or not a sealed file).
  func open(_ data: Data, name: String) -> Data? {
    guard data.count >= Self.headerSize, data.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
    let code = data.subdata(in: data.startIndex + Self.magic.count..<data.startIndex + Self.headerSize)
    let payload = data.subdata(in: data.startIndex + Self.headerSize..<data.endIndex)
    var message = Data(name.utf8)
    message.append(0)
    message.append(payload)
    return HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: key) ? payload : nil
  }

  private func authenticationCode(_ payload: UnsafeRawBufferPointer, name: String) -> [UInt8] {
    var mac = HMAC<SHA256>(key: key)
    mac.update(data: Data(name.utf8))
    mac.update(data: [UInt8(0)])
    mac.update(data: payload)
    return Array(mac.finalize())
  }

  /// Why a cache folder's key cannot be used.
  struct Untrusted: Error, CustomStringConvertible {
    var description: String
    /// There is no key yet (not a problem: one is made).
    var isMissing = false
  }

  /// The key of the cache in `folder`: read when it is there and private, made when it is not
  /// there (by a write to a private temporary file and a `link` into place, so two processes
  /// starting at once agree on one key).
  static func load(inFolder folder: String) -> Result<CacheSeal, Untrusted> {
    let path = join(folder, "key")
    switch read(path) {
    case .success(let key): return .success(CacheSeal(key: key))
    case .failure(let problem) where !problem.isMissing: return .failure(problem)
    case .failure: break
    }
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = join(folder, ".key-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
    let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      return .failure(Untrusted(description: "cannot create its key \(path): \(String(cString: strerror(errno)))"))
    }
    let bytes = SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }
    let written = bytes.withUnsafeBytes { WholeFile.writeAll($0, to: descriptor) }
    close(descriptor)
    defer { unlink(temporary) }
    guard written, link(temporary, path) == 0 || errno == EEXIST else {
      return .failure(Untrusted(description: "cannot create its key \(path): \(String(cString: strerror(errno)))"))
    }
    return read(path).map { CacheSeal(key: $0) }
  }

  /// The key at `path` if it is a private regular file of this user holding 32 bytes.
  private static func read(_ path: String) -> Result<SymmetricKey, Untrusted> {
    let descriptor = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .failure(Untrusted(description: "no key yet", isMissing: true)) }
      return .failure(Untrusted(description: "its key \(path) cannot be read: \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(Untrusted(description: "its key \(path) is not a regular file"))
    }
    guard info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
      let mode = String(info.st_mode & 0o777, radix: 8)
      return .failure(
        Untrusted(
          description:
            "its key \(path) is not private to this user (owner \(info.st_uid), mode \(mode)); remove it and docgen makes a new one"
        ))
    }
    var bytes = [UInt8](repeating: 0, count: 33)
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count == 32 else {
      return .failure(Untrusted(description: "its key \(path) is damaged; remove it and docgen makes a new one"))
    }
    return .success(SymmetricKey(data: bytes.prefix(32)))
  }
}
