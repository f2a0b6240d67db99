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
  /// candidate could be run, with a sentence saying where it looked and what to do.
  /// `notice` hears of a program found on `PATH` rather than beside docgen (it may be another
  /// build's) before it runs.
  public func replaceProcess(arguments: [String], notice: (String) -> Void = { _ in }) -> String {
    let executable = Self.runningExecutable()
    let places = candidates(executable: executable, searchPath: ProcessInfo.processInfo.environment["PATH"])
    let beside = executable.map { ($0 as NSString).deletingLastPathComponent }
    var failures: [String] = []
    for path in places where access(path, F_OK) == 0 {
      if (path as NSString).deletingLastPathComponent != beside {
        notice("running \(path), found on PATH: no \(name) is beside this docgen")
      }
      let argv = ([name] + arguments).map { strdup($0) } + [nil]
      execv(path, argv)
      // Only reached when the program could not be run; the next place may do.
      failures.append("\(path): \(String(cString: strerror(errno)))")
      argv.forEach { free($0) }
    }
    let build = "build it beside this docgen with `\(buildCommand(besides: executable))`"
    if !failures.isEmpty {
      return "found \(name) but could not run it (\(failures.joined(separator: "; "))); \(build)"
    }
    let folders = places.map { ($0 as NSString).deletingLastPathComponent }
    return
      "\(name) is not beside this docgen or on PATH (looked in: \(folders.isEmpty ? "nowhere known" : folders.joined(separator: ", "))); \(build)"
  }

  /// The `swift build` that puts the program beside `executable`: a release build's products
  /// are in a folder named `release`, and `swift build` alone would build a debug one.
  public func buildCommand(besides executable: String?) -> String {
    let folder = executable.map { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent }
    return "swift build\(folder == "release" ? " -c release" : "") --product \(name)"
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
