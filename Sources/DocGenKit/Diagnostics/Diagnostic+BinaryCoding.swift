/// Diagnostics in ``BinaryWriter``'s form, as cache entries keep a scenario's and the build
/// manifest keeps the warnings it replays.
extension Diagnostic: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.string(severity.rawValue)
    writer.string(id.rawValue)
    writer.value(location)
    writer.string(message)
    writer.array(notes)
    writer.array(details)
  }

  // Arguments are evaluated in order, so fields are read in the order they were written.
  init(reading reader: inout BinaryReader) throws {
    self.init(
      try reader.raw(Severity.self), try reader.raw(DiagnosticID.self), at: try reader.value(), try reader.string(),
      notes: try reader.array(), details: try reader.array())
  }
}

extension Diagnostic.Note: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.string(message)
    writer.optional(location)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(message: try reader.string(), location: try reader.optional())
  }
}

extension SourceLocation: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.string(file)
    writer.int(line)
    writer.int(column)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
  }
}
