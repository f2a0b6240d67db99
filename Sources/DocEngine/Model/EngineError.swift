/// A UIKit exception or a scenario-stopping engine failure.
///
/// `message` is worded as UIKit words its exception, with controllers named as in the log;
/// `code` keeps the typed details for tools.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
  public let code: Code
  public let message: String
  /// The top-level statement that was running.
  public let statement: StatementTag?

  public init(code: Code, message: String, statement: StatementTag?) {
    self.code = code
    self.message = message
    self.statement = statement
  }

  public var description: String { message }

  /// Every error the engine raises.
  public enum Code: Hashable, Sendable {
    /// C6: presenting a controller that has a parent.
    case presentingChild(presented: ObjectID, parent: ObjectID)
    /// W3: presenting a controller that is already presented.
    case alreadyPresented(presented: ObjectID, presenter: ObjectID)
    /// W3: presenting a controller on itself.
    case presentingSelf(ObjectID)
    /// Presenting the window's root (an active controller).
    case presentingActiveController(ObjectID)
    /// Adding a controller (or its view) inside one of its own descendants.
    case hierarchyCycle(child: ObjectID, parent: ObjectID)
    /// Making the window's root or a presented controller a child.
    case activeControllerAsChild(child: ObjectID, parent: ObjectID)
    /// `window.rootViewController =` a controller that is a child or presented.
    case rootInHierarchy(ObjectID)
    /// N5: pushing a controller already in the stack.
    case pushingSameInstance(navigation: ObjectID, pushed: ObjectID)
    /// Pushing a controller that has another parent or is presented.
    case pushingChildOfAnother(navigation: ObjectID, pushed: ObjectID)
    /// Pushing a `UINavigationController` onto a navigation stack.
    case pushingNavigationController(navigation: ObjectID, pushed: ObjectID)
    /// `setViewControllers` (or `viewControllers =`) with a controller twice.
    case duplicateInStack(navigation: ObjectID, stack: [ObjectID])
    /// `popToViewController(_:animated:)` with a controller not in the stack.
    case poppingToMissing(navigation: ObjectID, target: ObjectID)
    /// S3: `performSegue` with an unknown identifier.
    case noSuchSegue(source: ObjectID, identifier: String)
    /// `user.tap` on a control that nothing is wired to.
    case noSuchControl(name: String, in: ObjectID)
    /// An animator's `animateTransition(using:)` returned without calling
    /// `completeTransition(_:)`: in UIKit the transition would never end.
    case transitionNeverCompleted(animator: ObjectID)
    /// The scenario ran more steps than the engine's step limit (a runaway loop).
    case stepLimitExceeded(limit: Int)
    /// More main-queue work waiting than the queue may hold.
    case mainQueueOverflow(limit: Int)
    /// A `deinit` body stored `self` somewhere strong (Swift traps).
    case escapedDeinit(ObjectID)
    /// `show(_:sender:)` reaching a collapsed (compact-width) split view controller, whose
    /// behaviour UIKit's documentation does not give.
    case collapsedSplitShow(split: ObjectID, shown: ObjectID)
    /// An action or a notification sent to an object without the method.
    case unrecognizedSelector(String, target: ObjectID)

    // MARK: Views and controls
    /// `view.addSubview(view)`.
    case addingViewToItself
    /// Adding a view inside one of its own subviews.
    case viewHierarchyLoop
    /// A frame, bounds or center with NaN or an infinite number.
    case invalidGeometry
    /// `user.tap` on a button or control that is not in the window.
    case controlNotOnScreen(ElementKind)
    /// `user.tap` on a bar button item no visible navigation bar shows.
    case barButtonItemNotOnScreen
    /// A `user.` action a text field, switch or segmented control cannot take
    /// (`Engine+TextFields`, `Engine+Controls`).
    indirect case control(ControlFailure)

    // MARK: Alerts
    /// `addAction` with an action another alert has.
    case actionInAnotherAlert
    /// A second `.cancel` action in one alert.
    case secondCancelAction
    /// `user.tap` on an action whose alert is not on screen.
    case alertActionNotOnScreen
    /// `user.dragSheet` on a controller that is not a presented sheet on screen.
    case notAPresentedSheet(ObjectID)

    // MARK: Storyboards and layout
    // Boxed (`indirect`): unboxed, these nested multi-payload enums made this toolchain lay
    // `EngineError` out so that a constant's `statement` read back as garbage in another
    // module (LifecycleTimelineTests caught it).
    /// A storyboard or a Storyboard ID the scenario did not declare (`Engine+Storyboards`).
    indirect case storyboard(StoryboardFailure)
    /// A constraint UIKit refuses to activate (`Engine+Constraints`).
    indirect case layout(LayoutFailure)
    /// A table or collection view refuses what it is asked (`Engine+ListViews`).
    indirect case list(ListFailure)

    /// A property UIKit does not declare for this object.
    case unknownProperty(name: String, of: ObjectID)
    /// A read-only property was assigned.
    case readOnlyProperty(name: String, of: ObjectID)
    /// A value of the wrong type was given.
    case invalidValue(property: String, expected: String)
    /// An operation was called on an object of the wrong kind.
    case wrongKind(ObjectID, expected: String)
    /// An operation on an object that was already deallocated.
    case deallocated(ObjectID)
    /// An ID the engine never made.
    case unknownObject(ObjectID)
  }
}

/// Why a `user.` action on a text field, switch or segmented control cannot happen: the
/// scenario is wrong, not the app.
public enum ControlFailure: Hashable, Sendable {
  /// `user.type`, `user.toggle`, … on a control that is not on screen.
  case notOnScreen(action: String, className: String)
  /// A `user.` action on a control of another kind (`user.toggle` on a text field).
  case wrongControl(action: String, expected: String, found: String)
  /// `user.pressReturn` on a text field that is not being edited (no keyboard shows).
  case keyboardNotShown
  /// `user.selectSegment` with an index the control has no segment at, or a disabled one.
  case noSuchSegment(index: Int, count: Int)
}
