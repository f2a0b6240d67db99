import DocEngine

/// The short label of one event in its lane, and the lane it belongs to.
///
/// Labels are the log line without the receiver (the lane names it): `viewWillAppear`,
/// `willMove(toParent: nav)`, `prepare(for: "toB", sender: nil)`. Warnings and prints are
/// written in full, as the log writes them.
struct TimelineLabels {
  let name: (ObjectID) -> String

  /// The lane owner of an event, or `nil` for the console lane (prints, warnings, hierarchy).
  func receiver(_ kind: LogEvent.Kind) -> ObjectID? {
    switch kind {
    case .lifecycle(let id, _), .willMove(let id, _), .didMove(let id, _), .deinitialized(let id),
      .segue(let id, _), .delegate(let id, _), .transition(let id, _):
      return id
    case .print, .warning, .hierarchy:
      return nil
    }
  }

  func label(_ kind: LogEvent.Kind) -> String {
    switch kind {
    case .lifecycle(_, let callback): return callback.rawValue
    case .willMove(_, let parent): return "willMove(toParent: \(optional(parent)))"
    case .didMove(_, let parent): return "didMove(toParent: \(optional(parent)))"
    case .deinitialized: return "deinit"
    case .segue(_, let call):
      switch call {
      case .shouldPerform(let identifier): return "shouldPerformSegue(withIdentifier: \"\(identifier)\")"
      case .prepare(let identifier, let sender): return "prepare(for: \"\(identifier)\", sender: \(value(sender)))"
      case .unwindAction(let action): return action
      }
    case .delegate(_, let call):
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
      }
    case .transition(_, let call):
      switch call {
      case .presentationControllerForPresented(let presented, let presenting, let source):
        return "presentationController(forPresented: \(name(presented)), presenting: \(optional(presenting)), source: \(name(source)))"
      case .animationControllerForPresented(let presented, let presenting, let source):
        return "animationController(forPresented: \(name(presented)), presenting: \(name(presenting)), source: \(name(source)))"
      case .animationControllerForDismissed(let dismissed):
        return "animationController(forDismissed: \(name(dismissed)))"
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
    case .print(let text): return text
    case .warning(let warning): return "warning: " + warningText(warning)
    case .hierarchy: return "printHierarchy()"
    }
  }

  /// UIKit's wording, as `LogFormatter` writes it.
  func warningText(_ warning: LogEvent.Warning) -> String {
    switch warning {
    case .alreadyPresenting(let presented, let presenting, let source, let current):
      return "Attempt to present \(name(presented)) on \(name(presenting)) (from \(name(source))) which is already presenting \(name(current))."
    case .notInWindowHierarchy(let presented, let presenting, let source):
      return "Attempt to present \(name(presented)) on \(name(presenting)) (from \(name(source))) whose view is not in the window hierarchy."
    case .noUnwindDestination(let source, let action):
      return "Could not find a view controller to unwind to from \(name(source)) for action \(action)."
    case .missingSuperCall(let id, let selector):
      return "\(name(id)).\(selector) did not call super; its children get no appearance callbacks."
    }
  }

  private func optional(_ id: ObjectID?) -> String { id.map(name) ?? "nil" }

  private func value(_ value: EngineValue) -> String {
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
    case .void: return "()"
    }
  }
}
