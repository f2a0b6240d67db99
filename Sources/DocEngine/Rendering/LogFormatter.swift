/// Renders events as the log lines of scenario-language.md §3.
///
/// Names are resolved now, through the engine, so a controller logged before its `let` was
/// finished reads as the variable. One event is one line, except a `printHierarchy()` snapshot,
/// which is a text tree of several lines.
///
///     b.viewDidLoad
///     child.willMove(toParent: parent)
///     login.prepare(for: "login2detail", sender: nil)
///     warning: Attempt to present c on a (from a) which is already presenting b.
public struct LogFormatter {
  private let name: (ObjectID) -> String

  /// A formatter naming objects as `engine` does now.
  public init(engine: Engine) {
    self.name = { [unowned engine] in engine.displayName(of: $0) }
  }

  /// A formatter with a custom naming function (for tools and tests).
  public init(name: @escaping (ObjectID) -> String) {
    self.name = name
  }

  /// The whole log, one string per line.
  public func lines(_ events: [LogEvent]) -> [String] {
    events.flatMap(lines(for:))
  }

  /// The whole log as text, lines joined by `\n` (no trailing newline).
  public func format(_ events: [LogEvent]) -> String {
    lines(events).joined(separator: "\n")
  }

  /// The log grouped by the top-level statement that caused each run of events, in order
  /// (a statement appears once per consecutive run; events outside statements have `nil`).
  public func linesByStatement(_ events: [LogEvent]) -> [(statement: StatementTag?, lines: [String])] {
    var groups: [(statement: StatementTag?, lines: [String])] = []
    for event in events {
      if let last = groups.last, last.statement == event.cause {
        groups[groups.count - 1].lines += lines(for: event)
      } else {
        groups.append((statement: event.cause, lines: lines(for: event)))
      }
    }
    return groups
  }

  /// The line (or, for a hierarchy snapshot, lines) of one event.
  public func lines(for event: LogEvent) -> [String] {
    switch event.kind {
    case .hierarchy(let snapshot): return hierarchyLines(snapshot)
    default: return [line(for: event.kind)]
    }
  }

  /// The single line of a non-hierarchy event.
  public func line(for kind: LogEvent.Kind) -> String {
    switch kind {
    case .lifecycle(let id, let callback): return "\(name(id)).\(callback.rawValue)"
    case .willMove(let id, let parent): return "\(name(id)).willMove(toParent: \(optional(parent)))"
    case .didMove(let id, let parent): return "\(name(id)).didMove(toParent: \(optional(parent)))"
    case .deinitialized(let id): return "\(name(id)).deinit"
    case .segue(let id, let call): return "\(name(id)).\(segueText(call))"
    case .delegate(let id, let call): return "\(name(id)).\(delegateText(call))"
    case .transition(let id, let call): return "\(name(id)).\(transitionText(call))"
    case .printed(let text): return text
    case .warning(let warning): return "warning: \(warningText(warning))"
    case .hierarchy(let snapshot): return hierarchyLines(snapshot).joined(separator: "\n")
    }
  }

  /// An argument value as it reads in a log line (`nil`, `b`, `"text"`, `true`, `.fullScreen`).
  public func value(_ value: EngineValue) -> String {
    switch value {
    case .object(let id): return optional(id)
    case .objects(let ids): return "[" + ids.map(name).joined(separator: ", ") + "]"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let text): return "\"\(text)\""
    case .enumCase(let raw): return ".\(raw)"
    case .view(let id): return "\(name(id)).view"
    case .control(let control): return control
    // The engine logs a view sender by its class (`Engine.loggable`); a view has no log name.
    case .element: return "UIView"
    case .indexPath(let path): return path.description
    case .void: return "()"
    }
  }

  // MARK: - Pieces

  private func optional(_ id: ObjectID?) -> String { id.map(name) ?? "nil" }

  private func segueText(_ call: LogEvent.SegueCall) -> String {
    switch call {
    case .shouldPerform(let identifier): return "shouldPerformSegue(withIdentifier: \"\(identifier)\")"
    case .prepare(let identifier, let sender):
      return "prepare(for: \"\(identifier)\", sender: \(value(sender)))"
    case .unwindAction(let action): return action
    }
  }

  private func delegateText(_ call: LogEvent.DelegateCall) -> String {
    switch call {
    case .presentationControllerShouldDismiss: return "presentationControllerShouldDismiss"
    case .presentationControllerWillDismiss: return "presentationControllerWillDismiss"
    case .presentationControllerDidDismiss: return "presentationControllerDidDismiss"
    case .presentationControllerDidAttemptToDismiss: return "presentationControllerDidAttemptToDismiss"
    case .navigationWillShow(let nav, let shown, let animated):
      return "navigationController(\(name(nav)), willShow: \(name(shown)), animated: \(animated))"
    case .navigationDidShow(let nav, let shown, let animated):
      return "navigationController(\(name(nav)), didShow: \(name(shown)), animated: \(animated))"
    case .tabShouldSelect(let tabs, let selected):
      return "tabBarController(\(name(tabs)), shouldSelect: \(name(selected)))"
    case .tabDidSelect(let tabs, let selected):
      return "tabBarController(\(name(tabs)), didSelect: \(name(selected)))"
    case .sheetDidChangeSelectedDetentIdentifier: return "sheetPresentationControllerDidChangeSelectedDetentIdentifier"
    case .list(let call): return call.text
    case .textFieldShouldBeginEditing: return "textFieldShouldBeginEditing"
    case .textFieldDidBeginEditing: return "textFieldDidBeginEditing"
    case .textFieldShouldEndEditing: return "textFieldShouldEndEditing"
    case .textFieldDidEndEditing: return "textFieldDidEndEditing"
    case .textFieldShouldReturn: return "textFieldShouldReturn"
    }
  }

  private func transitionText(_ call: LogEvent.TransitionCall) -> String {
    switch call {
    case .presentationControllerForPresented(let presented, let presenting, let source):
      return
        "presentationController(forPresented: \(name(presented)), presenting: \(optional(presenting)), source: \(name(source)))"
    case .animationControllerForPresented(let presented, let presenting, let source):
      return
        "animationController(forPresented: \(name(presented)), presenting: \(name(presenting)), source: \(name(source)))"
    case .animationControllerForDismissed(let dismissed):
      return "animationController(forDismissed: \(name(dismissed)))"
    case .interactionControllerForPresentation(let animator):
      return "interactionControllerForPresentation(using: \(name(animator)))"
    case .interactionControllerForDismissal(let animator):
      return "interactionControllerForDismissal(using: \(name(animator)))"
    case .navigationAnimationController(let nav, let operation, let from, let to):
      return
        "navigationController(\(name(nav)), animationControllerFor: .\(operation.rawValue), from: \(name(from)), to: \(name(to)))"
    case .navigationInteractionController(let nav, let animator):
      return "navigationController(\(name(nav)), interactionControllerFor: \(name(animator)))"
    case .presentationTransitionWillBegin: return "presentationTransitionWillBegin"
    case .presentationTransitionDidEnd(let completed): return "presentationTransitionDidEnd(\(completed))"
    case .dismissalTransitionWillBegin: return "dismissalTransitionWillBegin"
    case .dismissalTransitionDidEnd(let completed): return "dismissalTransitionDidEnd(\(completed))"
    case .containerViewWillLayoutSubviews: return "containerViewWillLayoutSubviews"
    case .containerViewDidLayoutSubviews: return "containerViewDidLayoutSubviews"
    case .transitionDuration: return "transitionDuration"
    case .animateTransition: return "animateTransition"
    case .animationEnded(let completed): return "animationEnded(\(completed))"
    }
  }

  private func warningText(_ warning: LogEvent.Warning) -> String {
    switch warning {
    case .alreadyPresenting(let presented, let presenting, let source, let current):
      return
        "Attempt to present \(name(presented)) on \(name(presenting)) (from \(name(source))) which is already presenting \(name(current))."
    case .notInWindowHierarchy(let presented, let presenting, let source):
      return
        "Attempt to present \(name(presented)) on \(name(presenting)) (from \(name(source))) whose view is not in the window hierarchy."
    case .noUnwindDestination(let source, let action):
      return "Could not find a view controller to unwind to from \(name(source)) for action \(action)."
    case .missingSuperCall(let id, let selector):
      return
        "\(name(id)).\(selector) does not call super; UIKit containers rely on it to forward appearance to their children."
    case .unbalancedAppearanceTransition(let id):
      return "Unbalanced calls to begin/end appearance transitions for \(name(id))."
    case .presentWhileInProgress(let presented, let presenting, let source):
      return
        "Attempt to present \(name(presented)) on \(name(presenting)) (from \(name(source))) while a presentation is in progress."
    case .dismissWhileInProgress(let id):
      return "Attempt to dismiss from view controller \(name(id)) while a presentation or dismiss is in progress!"
    case .detachedPresenter(let id):
      return "Presenting view controllers on detached view controllers is discouraged \(name(id))."
    }
  }

  // MARK: - Hierarchy text

  /// The text tree of a snapshot:
  ///
  ///     window
  ///       nav: UINavigationController, appeared
  ///         a: UIViewController, appeared
  ///         presents b: UIViewController (.pageSheet, from a), appeared
  public func hierarchyLines(_ snapshot: HierarchySnapshot) -> [String] {
    var result = ["window"]
    if let root = snapshot.root { result += nodeLines(root, depth: 1, prefix: "") }
    for detached in snapshot.detached {
      result += nodeLines(detached, depth: 1, prefix: "detached ")
    }
    return result
  }

  private func nodeLines(
    _ node: HierarchySnapshot.Node, depth: Int, prefix: String, edge: String = ""
  ) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let shownName = name(node.id)
    let label = shownName == node.className ? shownName : "\(shownName): \(node.className)"
    let state = node.isViewLoaded ? node.appearance.rawValue : "view not loaded"
    var result = ["\(indent)\(prefix)\(label)\(edge), \(state)"]
    for child in node.children { result += nodeLines(child, depth: depth + 1, prefix: "") }
    if let presentation = node.presentation {
      var edge = " (.\(presentation.style.rawValue)"
      if presentation.source != node.id { edge += ", from \(name(presentation.source))" }
      edge += ")"
      result += nodeLines(presentation.presented, depth: depth + 1, prefix: "presents ", edge: edge)
    }
    return result
  }
}
