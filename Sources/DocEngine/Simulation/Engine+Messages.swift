/// The wording of `EngineError`s, as UIKit words its exceptions (names instead of addresses).
extension Engine {
  /// The message of `code`, with objects named as the log names them now.
  func message(for code: EngineError.Code) -> String {
    let n = displayName(of:)
    switch code {
    case .presentingChild(let presented, let parent):
      return
        "Application tried to present modally a view controller \(n(presented)) that has a parent view controller \(n(parent))."
    case .alreadyPresented(let presented, let presenter):
      return
        "Application tried to present modally a view controller \(n(presented)) that is already being presented by \(n(presenter))."
    case .presentingSelf(let vc):
      return "Application tried to present modal view controller on itself. Presenting controller is \(n(vc))."
    case .presentingActiveController(let vc):
      return "Application tried to present modally an active controller \(n(vc))."
    case .hierarchyCycle(let child, let parent):
      return
        "Can't add \(n(child))'s view inside \(n(parent)): \(n(parent)) is already inside \(n(child)) (UIViewControllerHierarchyInconsistency)"
    case .activeControllerAsChild(let child, let parent):
      return
        "Cannot add \(n(child)) as a child of \(n(parent)): it is the window's root or presented (UIViewControllerHierarchyInconsistency)"
    case .rootInHierarchy(let vc):
      return
        "Cannot make \(n(vc)) the window's root view controller: it is already a child or presented (UIViewControllerHierarchyInconsistency)"
    case .pushingSameInstance(let nav, let pushed):
      return
        "\(n(nav)) is pushing the same view controller instance (\(n(pushed))) more than once which is not supported and is most likely an error in the application"
    case .pushingChildOfAnother(_, let pushed):
      let owner =
        self[controller: pushed].parent.map(n) ?? self[controller: pushed].presentation.map { n($0.presenting) }
        ?? "the window"
      return "Pushing a view controller \(n(pushed)) that is already shown by \(owner) is not supported."
    case .pushingNavigationController:
      return "Pushing a navigation controller is not supported"
    case .duplicateInStack(_, let stack):
      return "All view controllers in a navigation controller must be distinct (("
        + stack.map(n).joined(separator: ", ") + "))"
    case .poppingToMissing:
      return "Tried to pop to a view controller that doesn't exist."
    case .noSuchSegue(let source, let identifier):
      return "Receiver (\(n(source))) has no segue with identifier '\(identifier)'"
    case .noSuchControl(let name, let vc):
      return "No control '\(name)' is wired in \(n(vc)) (storyboard.trigger)."
    case .transitionNeverCompleted(let animator):
      return
        "\(n(animator)).animateTransition(using:) returned without calling completeTransition(_:); the transition would never end."
    case .mainQueueOverflow(let limit):
      return
        "More than \(limit) pieces of work are waiting on the main queue: does work on the main queue schedule more work every time it runs?"
    case .escapedDeinit(let id):
      return
        "\(n(id)) was stored in a strong reference during its deinit; Swift stops the program here (object deallocated with a non-zero retain count)."
    case .unrecognizedSelector(let selector, let target):
      return
        "-[\(self[target].className) \(Self.objcSelector(selector))]: unrecognized selector sent to instance \(n(target))"
    case .addingViewToItself:
      return "Can't add self as subview"
    case .viewHierarchyLoop:
      return "cannot add a view to one of its own subviews (the view hierarchy would be a loop)"
    case .invalidGeometry:
      return "CALayer position contains NaN or an infinite value (CALayerInvalidGeometry)"
    case .controlNotOnScreen(let kind):
      return
        "user.tap: this \(kind.className) is not on screen (it is not in the view of a visible controller), so it cannot be tapped"
    case .barButtonItemNotOnScreen:
      return
        "user.tap: this bar button item is not on screen (it shows only in the navigation bar of a visible navigation controller's top controller)"
    case .control(let failure):
      return message(for: failure)
    case .actionInAnotherAlert:
      return "This action is already added to another alert controller."
    case .secondCancelAction:
      return "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    case .alertActionNotOnScreen:
      return "user.tap: this action's alert is not on screen (add it with addAction and present the alert first)"
    case .collapsedSplitShow(let split, let shown):
      return
        "show(\(n(shown)), sender:) reaches \(n(split)), a split view controller in a compact width: what a collapsed UISplitViewController does with it is not documented, so the engine does not guess (set splitSizeClass to .regular, or show it another way)"
    case .notAPresentedSheet(let vc):
      return "user.dragSheet: \(n(vc)) is not a presented sheet on screen"
    case .storyboard(let failure):
      return message(for: failure)
    case .layout(let failure):
      return message(for: failure)
    case .list(let failure):
      return message(for: failure)
    case .stepLimitExceeded(let limit):
      return
        "The scenario did not settle within \(limit) steps (does a callback present or push again every time, or main-queue work schedule more work?)."
    case .unknownProperty(let name, let id):
      return "Value of type '\(self[id].className)' has no member '\(name)'"
    case .readOnlyProperty(let name, let id):
      return "Cannot assign to property: '\(name)' is a get-only property of \(self[id].className)"
    case .invalidValue(let property, let expected):
      return "Cannot assign this value to '\(property)': expected \(expected)"
    case .wrongKind(let id, let expected):
      return "\(n(id)) (\(self[id].className)) is not \(expected)"
    case .deallocated(let id):
      return "\(n(id)) was used after it was deallocated"
    case .unknownObject(let id):
      return "Unknown object \(id)"
    }
  }
}

extension Engine {
  /// A Swift selector as the Objective-C runtime spells it, for UIKit's "unrecognized selector"
  /// exception: `save(_:)` → `save:`,
  /// `reload(with:)` → `reloadWith:`, `close()` → `close`.
  public static func objcSelector(_ swift: String) -> String {
    guard let open = swift.firstIndex(of: "(") else { return swift }
    let base = String(swift[..<open])
    let labels = swift[swift.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false)
      .dropLast()
    guard let first = labels.first else { return base }
    var result = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
    result += ":"
    for label in labels.dropFirst() { result += (label == "_" ? "" : String(label)) + ":" }
    return result
  }
}

extension Engine {
  func message(for failure: ControlFailure) -> String {
    switch failure {
    case .notOnScreen(let action, let className):
      return
        "user.\(action): this \(className) is not on screen (it is not in the view of a visible controller), so it cannot be \(action == "tap" ? "tapped" : "touched")"
    case .wrongControl(let action, let expected, let found):
      return "user.\(action) needs \(expected), not a \(found)"
    case .keyboardNotShown:
      return
        "user.pressReturn: this UITextField is not being edited, so no keyboard shows its return key (user.tap(field) or becomeFirstResponder() first)"
    case .noSuchSegment(let index, let count):
      return
        "user.selectSegment: the segmented control has no segment \(index) (it has \(count)\(count == 1 ? "" : "s")\(count == 0 ? "" : ", 0 to \(count - 1)"))"
    }
  }
}
