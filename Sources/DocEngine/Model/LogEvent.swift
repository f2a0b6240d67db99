/// One line of a scenario's log, typed.
///
/// Events hold `ObjectID`s, not names: names are resolved by `LogFormatter` when the log is
/// rendered, so events logged while `let nav = …` is evaluated already read `nav`.
public struct LogEvent: Hashable, Sendable, Codable {
  /// What happened.
  public let kind: Kind
  /// The top-level statement being run when it happened (`nil` outside any statement).
  public let cause: StatementTag?
  /// The innermost statement being run (a statement inside a closure or override), if any.
  public let origin: StatementTag?
  /// Position in the engine's log, from 0.
  public let index: Int

  public init(kind: Kind, cause: StatementTag?, origin: StatementTag?, index: Int) {
    self.kind = kind
    self.cause = cause
    self.origin = origin
    self.index = index
  }

  /// The closed set of things a log line can say.
  public enum Kind: Hashable, Sendable, Codable {
    /// `b.viewDidLoad`, `b.viewWillAppear`, …
    case lifecycle(ObjectID, LifecycleCallback)
    /// `child.willMove(toParent: parent)`
    case willMove(ObjectID, toParent: ObjectID?)
    /// `child.didMove(toParent: nil)`
    case didMove(ObjectID, toParent: ObjectID?)
    /// `b.deinit`
    case deinitialized(ObjectID)
    /// Segue calls on the source or unwind destination.
    case segue(ObjectID, SegueCall)
    /// An adaptive, navigation or tab-bar delegate method the delegate implements.
    case delegate(ObjectID, DelegateCall)
    /// A transitioning-delegate, presentation-controller or animator method.
    case transition(ObjectID, TransitionCall)
    /// A `print` from the scenario or from user code.
    case printed(String)
    /// A console warning, worded as UIKit words it.
    case warning(Warning)
    /// A `printHierarchy()` snapshot.
    case hierarchy(HierarchySnapshot)
  }

  /// The appearance and loading callbacks of `UIViewController`.
  public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable, Codable {
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    /// Logged only for controllers whose class overrides it (docs/engine.md 33).
    case viewIsAppearing
    /// Logged only for controllers whose class overrides it, before `viewDidLoad` (engine.md 41).
    case loadView

    /// The Swift selector user code overrides.
    public var selector: String { callback.selector }

    /// The method UIKit calls.
    public var callback: UIKitCallback {
      switch self {
      case .viewDidLoad: return .viewDidLoad
      case .viewWillAppear: return .viewWillAppear
      case .viewDidAppear: return .viewDidAppear
      case .viewWillDisappear: return .viewWillDisappear
      case .viewDidDisappear: return .viewDidDisappear
      case .viewIsAppearing: return .viewIsAppearing
      case .loadView: return .loadView
      }
    }
  }

  /// Calls UIKit makes on view controllers around segues.
  public enum SegueCall: Hashable, Sendable, Codable {
    /// `source.shouldPerformSegue(withIdentifier: "id")`
    case shouldPerform(identifier: String)
    /// `source.prepare(for: "id", sender: nil)`
    case prepare(identifier: String, sender: EngineValue)
    /// `destination.unwindToA` (the destination's unwind action, by its base name)
    case unwindAction(String)
  }

  /// Optional delegate methods, logged only when the delegate implements them.
  public enum DelegateCall: Hashable, Sendable, Codable {
    case presentationControllerShouldDismiss
    case presentationControllerWillDismiss
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    /// `d.navigationController(nav, willShow: b, animated: true)`
    case navigationWillShow(navigation: ObjectID, shown: ObjectID, animated: Bool)
    /// `d.navigationController(nav, didShow: b, animated: true)`
    case navigationDidShow(navigation: ObjectID, shown: ObjectID, animated: Bool)
    /// `d.tabBarController(tabs, shouldSelect: y)`
    case tabShouldSelect(tabBar: ObjectID, selected: ObjectID)
    /// `d.tabBarController(tabs, didSelect: y)`
    case tabDidSelect(tabBar: ObjectID, selected: ObjectID)
    /// `d.sheetPresentationControllerDidChangeSelectedDetentIdentifier`
    case sheetDidChangeSelectedDetentIdentifier
    /// A text field's delegate (`d.textFieldShouldReturn`; the field is not named: views have no
    /// names in the log). Cases of their own, not a nested enum: this toolchain mislays nested
    /// multi-payload enums across modules (see `EngineError.Code`).
    case textFieldShouldBeginEditing
    case textFieldDidBeginEditing
    case textFieldShouldEndEditing
    case textFieldDidEndEditing
    case textFieldShouldReturn
    /// A table or collection view's data source or delegate: `list.tableView(cellForRowAt: [0, 1])`.
    case list(ListCall)
  }

  /// What a table view (or a collection view) asks its data source and tells its delegate,
  /// logged only when implemented, without the view argument (as the adaptive delegate's
  /// lines leave out their presentation controller).
  public enum ListCall: Hashable, Sendable, Codable {
    /// `numberOfSections(in:)`
    case numberOfSections
    /// `tableView(_:numberOfRowsInSection:)`, `collectionView(_:numberOfItemsInSection:)`
    case numberOfRows(section: Int, collection: Bool)
    /// `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`
    case cell(ListIndexPath, collection: Bool)
    /// `tableView(_:heightForRowAt:)`
    case height(ListIndexPath)
    /// `tableView(_:willSelectRowAt:)`, `collectionView(_:shouldSelectItemAt:)`
    case willSelect(ListIndexPath, collection: Bool)
    /// `tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`
    case didSelect(ListIndexPath, collection: Bool)
    /// `tableView(_:didDeselectRowAt:)`, `collectionView(_:didDeselectItemAt:)`
    case didDeselect(ListIndexPath, collection: Bool)

    /// The log text after the receiver's name.
    public var text: String {
      func call(_ collection: Bool, _ table: String, _ items: String, _ value: String) -> String {
        collection ? "collectionView(\(items): \(value))" : "tableView(\(table): \(value))"
      }
      switch self {
      case .numberOfSections: return "numberOfSections"
      case .numberOfRows(let section, let collection):
        return call(collection, "numberOfRowsInSection", "numberOfItemsInSection", String(section))
      case .cell(let path, let collection): return call(collection, "cellForRowAt", "cellForItemAt", path.description)
      case .height(let path): return call(false, "heightForRowAt", "", path.description)
      case .willSelect(let path, let collection):
        return call(collection, "willSelectRowAt", "shouldSelectItemAt", path.description)
      case .didSelect(let path, let collection):
        return call(collection, "didSelectRowAt", "didSelectItemAt", path.description)
      case .didDeselect(let path, let collection):
        return call(collection, "didDeselectRowAt", "didDeselectItemAt", path.description)
      }
    }
  }

  /// Custom-transition calls (transitioning delegate, presentation controller, animator).
  public enum TransitionCall: Hashable, Sendable, Codable {
    case presentationControllerForPresented(presented: ObjectID, presenting: ObjectID?, source: ObjectID)
    case animationControllerForPresented(presented: ObjectID, presenting: ObjectID, source: ObjectID)
    case animationControllerForDismissed(dismissed: ObjectID)
    /// `t.interactionControllerForPresentation(using: anim)` (asked only when an animator was given)
    case interactionControllerForPresentation(animator: ObjectID)
    /// `t.interactionControllerForDismissal(using: anim)`
    case interactionControllerForDismissal(animator: ObjectID)
    /// `d.navigationController(nav, animationControllerFor: .push, from: a, to: b)`
    case navigationAnimationController(
      navigation: ObjectID, operation: NavigationOperation, from: ObjectID, to: ObjectID)
    /// `d.navigationController(nav, interactionControllerFor: anim)`
    case navigationInteractionController(navigation: ObjectID, animator: ObjectID)
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(Bool)
    case containerViewWillLayoutSubviews
    case containerViewDidLayoutSubviews
    case transitionDuration
    case animateTransition
    case animationEnded(Bool)
  }

  /// `UINavigationController.Operation`: what a navigation transition does.
  public enum NavigationOperation: String, Hashable, Sendable, Codable {
    case push, pop
  }

  /// UIKit console warnings the engine reproduces.
  public enum Warning: Hashable, Sendable, Codable {
    /// W1: `Attempt to present c on a (from a) which is already presenting b.`
    case alreadyPresenting(presented: ObjectID, presenting: ObjectID, source: ObjectID, current: ObjectID)
    /// W2: `Attempt to present c on a (from a) whose view is not in the window hierarchy.`
    case notInWindowHierarchy(presented: ObjectID, presenting: ObjectID, source: ObjectID)
    /// No controller on the chain implements the unwind action.
    case noUnwindDestination(source: ObjectID, action: String)
    /// A UIKit container subclass overrode an appearance method without calling `super`
    /// (logged after the override ran; the engine still forwards).
    case missingSuperCall(ObjectID, selector: String)
    /// `endAppearanceTransition()` without a matching `beginAppearanceTransition(_:animated:)`.
    case unbalancedAppearanceTransition(ObjectID)
    /// `present` while a presentation or dismissal begun in the same turn is in progress:
    /// `Attempt to present c on a (from a) while a presentation is in progress.`
    case presentWhileInProgress(presented: ObjectID, presenting: ObjectID, source: ObjectID)
    /// `dismiss` while a presentation or dismissal is in progress:
    /// `Attempt to dismiss from view controller a while a presentation or dismiss is in progress!`
    case dismissWhileInProgress(ObjectID)
    /// Presenting from a controller outside the controller hierarchy (not the root, a child
    /// of it or presented): `Presenting view controllers on detached view controllers is
    /// discouraged a.` The presentation goes ahead.
    case detachedPresenter(ObjectID)
  }
}
