import Foundation

/// Decodes a file's bytes as UTF-8 text that every later stage can trust, or says where the
/// first byte that breaks it sits.
///
/// Besides invalid UTF-8 it refuses two things that would make stages disagree: a NUL byte
/// (libcmark stops reading at it, so everything after it — scenarios and claims too — would
/// vanish unchecked) and a carriage return not followed by a line feed (libcmark takes it as
/// a line break, our line counting does not, so diagnostics would point past the file's end).
enum SourceText {
  enum Failure: Error, Equatable {
    /// The 1-based line and column (in characters) of the first invalid byte.
    case invalidUTF8(line: Int, column: Int, byte: UInt8)
    case nul(line: Int, column: Int)
    case loneCarriageReturn(line: Int, column: Int)
  }

  static func decode(_ data: Data) -> Result<String, Failure> {
    // The fast path: valid UTF-8 (checked by the standard library) with no NUL and no lone
    // CR. Only a file that fails it is walked scalar by scalar, to find the line and column.
    if !hasNULOrLoneCarriageReturn(data), let text = String(validating: data, as: UTF8.self) {
      return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }
    return locateProblem(data)
  }

  /// A byte scan with `memchr` (Data's own iteration is far slower): every note is scanned.
  private static func hasNULOrLoneCarriageReturn(_ data: Data) -> Bool {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return false }
      if memchr(base, 0, buffer.count) != nil { return true }
      var offset = 0
      while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\r")), buffer.count - offset) {
        let index = base.distance(to: UnsafeRawPointer(found))
        if index + 1 >= buffer.count || buffer[index + 1] != UInt8(ascii: "\n") { return true }
        offset = index + 2
      }
      return false
    }
  }

  private static func locateProblem(_ data: Data) -> Result<String, Failure> {
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var line = 1
    var column = 1
    var offset = 0
    var pendingCR: (line: Int, column: Int)?
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
        let byte: UInt8? = encoded.count == 1 ? encoded.first : nil
        if let cr = pendingCR, byte != UInt8(ascii: "\n") {
          return .failure(.loneCarriageReturn(line: cr.line, column: cr.column))
        }
        pendingCR = nil
        switch byte {
        case UInt8(ascii: "\n"):
          line += 1
          column = 1
        case 0:
          return .failure(.nul(line: line, column: column))
        case UInt8(ascii: "\r"):
          pendingCR = (line, column)
          column += 1
        default:
          column += 1
        }
      case .emptyInput:
        if let cr = pendingCR { return .failure(.loneCarriageReturn(line: cr.line, column: cr.column)) }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .success(text)
      case .error:
        return .failure(.invalidUTF8(line: line, column: column, byte: data[data.startIndex + offset]))
      }
    }
  }

  /// Reads a file as UTF-8 text, or says why it cannot: one wording for every command.
  /// `unreadableID` names the diagnostic for a file that cannot be opened at all.
  static func read(_ file: String, unreadableID: DiagnosticID = .unreadable) -> Result<String, Diagnostic> {
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(.error(unreadableID, at: SourceLocation(file: file, line: 1), "cannot read the file"))
    }
    return decode(data, file: file)
  }

  /// ``decode(_:)`` with its failure as a diagnostic at the file's line and column.
  static func decode(_ data: Data, file: String) -> Result<String, Diagnostic> {
    switch decode(data) {
    case .success(let text):
      return .success(text)
    case .failure(.invalidUTF8(let line, let column, let byte)):
      return .failure(
        .error(
          .encoding, at: SourceLocation(file: file, line: line, column: column),
          "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): save the file as UTF-8"))
    case .failure(.nul(let line, let column)):
      return .failure(
        .error(
          .encoding, at: SourceLocation(file: file, line: line, column: column),
          "a NUL byte (0x00) in the text: remove it (Markdown stops reading there)"))
    case .failure(.loneCarriageReturn(let line, let column)):
      return .failure(
        .error(
          .encoding, at: SourceLocation(file: file, line: line, column: column),
          "a carriage return (\\r) without a line feed: save the file with LF or CRLF line endings"))
    }
  }

  /// What a walk for notes found below a folder.
  struct Listing: Equatable {
    /// Every `.md` file, as sorted relative paths (sorted so builds are stable).
    var files: [String] = []
    /// `.md` files and folders whose name is not UTF-8, which no path in text can name, sorted.
    var unnamable: [Unnamable] = []

    struct Unnamable: Equatable {
      /// The relative path, each byte that is not UTF-8 shown as `\xE9` (``ContentPath/visible(bytes:)``).
      var path: String
      /// A folder: the notes in it are not read.
      var isFolder: Bool
    }

    /// An error at each unnamable file or folder; `folder` is where the listing started.
    func problems(under folder: String) -> [Diagnostic] {
      unnamable.map { entry in
        .error(
          .fileName, at: SourceLocation(file: join(folder, entry.path), line: 1),
          entry.isFolder
            ? "the folder name is not valid UTF-8 (its bytes are shown as \\xHH), so the notes in it are not read: rename the folder"
            : "the file name is not valid UTF-8 (its bytes are shown as \\xHH): rename the file")
      }
    }
  }

  /// Every `.md` file below `folder`, and the names it cannot use, leaving out hidden files
  /// and folders (which are not entered at all).
  ///
  /// Read with `readdir`, not `FileManager`'s enumerator: that one built each path through
  /// `NSString` replacements and was a tenth of a rebuild with nothing to do (perf, 3 000 notes).
  /// Like the enumerator, it does not follow a symbolic link to a folder; a link named `.md`
  /// is listed, for the scan to check where it leads. A name that is not UTF-8 is reported,
  /// not decoded with replacement characters into a path that names no file.
  static func markdownFiles(under folder: String) -> Listing {
    var listing = Listing()
    collectMarkdownFiles(in: folder, prefix: "", into: &listing)
    listing.files.sort()
    listing.unnamable.sort { $0.path < $1.path }
    return listing
  }

  private static func collectMarkdownFiles(in folder: String, prefix: String, into listing: inout Listing) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard bytes.first != UInt8(ascii: ".") else { continue }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
        if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
          var info = stat()
          let path = Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [UInt8(ascii: "/")]) + bytes + [0]
          isFolder =
            path.withUnsafeBufferPointer { buffer in
              buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
            } && (info.st_mode & S_IFMT) == S_IFDIR
        }
        if isFolder || bytes.suffix(3) == Array(".md".utf8) {
          listing.unnamable.append(
            Listing.Unnamable(path: prefix + ContentPath.visible(bytes: bytes), isFolder: isFolder))
        }
        continue
      }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
        var info = stat()
        isFolder = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      if isFolder {
        collectMarkdownFiles(in: path, prefix: prefix + name + "/", into: &listing)
      } else if name.hasSuffix(".md") {
        listing.files.append(prefix + name)
      }
    }
  }
}
