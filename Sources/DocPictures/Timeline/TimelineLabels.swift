import DocEngine

/// The short label of one event in its lane, and the lane it belongs to.
///
/// Labels are the log lines themselves, receiver included (`nav.viewWillAppear`,
/// `b.willMove(toParent: nav)`): lanes sit close together, and readers told which lane a mark
/// was in only by its column mixed them up. The engine's `LogFormatter` writes every label,
/// so the picture and the log never word an event differently.
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

  /// The log line of `kind` (a hierarchy snapshot, many lines in the log, is one mark).
  func label(_ kind: LogEvent.Kind) -> String {
    switch kind {
    case .hierarchy: return "printHierarchy()"
    default: return LogFormatter(name: name).line(for: kind)
    }
  }
}
