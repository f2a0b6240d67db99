import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program built beside docgen (`docgen-serve`) that a docgen command hands over to,
/// replacing this process (`execv`): the same process id, so signals such as Ctrl-C and the
/// exit status are the program's own.
public struct CompanionProgram {
  public var name: String

  public init(name: String) {
    self.name = name
  }

  /// Where the program is looked for, in order: the running executable's folder (a build's
  /// products sit side by side, and a link to docgen is followed to the real file), then each
  /// folder of `searchPath` (`$PATH`). Relative `PATH` entries are left out: a program found
  /// through one would depend on the current folder.
  public func candidates(executable: String?, searchPath: String?) -> [String] {
    var folders: [String] = []
    if let executable, executable.hasPrefix("/") {
      folders.append((executable as NSString).deletingLastPathComponent)
    }
    for folder in (searchPath ?? "").split(separator: ":") where folder.hasPrefix("/") {
      folders.append(String(folder))
    }
    var seen = Set<String>()
    return folders.map { ($0 as NSString).appendingPathComponent(name) }.filter { seen.insert($0).inserted }
  }

  /// Runs the program with `arguments` in this process's place. Returns only when no
  /// candidate could be run, with a sentence saying where it looked.
  public func replaceProcess(arguments: [String]) -> String {
    let places = candidates(executable: Self.runningExecutable(), searchPath: ProcessInfo.processInfo.environment["PATH"])
    for path in places where access(path, X_OK) == 0 {
      let argv = ([name] + arguments).map { strdup($0) } + [nil]
      execv(path, argv)
      // Only reached when exec failed; try the next place.
      argv.forEach { free($0) }
    }
    return "\(name) is not beside this docgen or on PATH (looked in: \(places.map { ($0 as NSString).deletingLastPathComponent }.joined(separator: ", "))); "
      + "build it with `swift build --product \(name)` (`make serve` does)"
  }

  /// The running executable's real path (links followed), or nil where it cannot be known.
  static func runningExecutable() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #endif
    return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
  }
}
