import DocEngine

/// The short label of one event in its lane, and the lane it belongs to.
///
/// Labels are the log line without the receiver (the lane names it): `viewWillAppear`,
/// `willMove(toParent: nav)`, `prepare(for: "toB", sender: nil)`. Warnings and prints are
/// written in full, as the log writes them (through the engine's `LogFormatter`).
struct TimelineLabels {
  let name: (ObjectID) -> String

  /// The lane owner of an event, or `nil` for the console lane (prints, warnings, hierarchy).
  func receiver(_ kind: LogEvent.Kind) -> ObjectID? {
    switch kind {
    case .lifecycle(let id, _), .willMove(let id, _), .didMove(let id, _), .deinitialized(let id),
      .segue(let id, _), .delegate(let id, _), .transition(let id, _):
      return id
    case .printed, .warning, .hierarchy:
      return nil
    }
  }

  /// The log line of `kind` without its receiver: `LogFormatter` writes the line, so the
  /// picture and the log never word an event differently.
  func label(_ kind: LogEvent.Kind) -> String {
    let formatter = LogFormatter(name: name)
    switch kind {
    case .hierarchy: return "printHierarchy()"
    case .printed, .warning: return formatter.line(for: kind)
    default:
      let line = formatter.line(for: kind)
      guard let receiver = receiver(kind) else { return line }
      let prefix = name(receiver) + "."
      return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    }
  }
}
