/// The engine's private state for one object.
///
/// A struct stored in the engine's array, indexed by `ObjectID.rawValue - 1`. What every object
/// has (identity, name, ownership) is here; what only one kind has is its `payload`.
/// Relationships are plain IDs; reference counts are computed from them (see
/// `Engine+Memory.swift`).
struct ObjectRecord {
  let id: ObjectID
  let kind: ObjectKind
  let className: String
  /// Made by the engine itself (a default presentation controller, a transition context):
  /// never named by the scenario and never logs `deinit`.
  let isInternal: Bool

  var boundName: String?
  var isDead = false
  /// The state of this kind of object.
  var payload: Payload

  // MARK: - Ownership
  /// Strong references from scenario variables (`retain`/`release`).
  var externalRetains = 0
  /// Holds for objects made during the current statement, released at its end.
  var temporaryHolds = 0
  /// Strong stored properties of user classes, in first-assignment order.
  var strongSlots: [(slot: String, target: ObjectID)] = []

  /// The state only one kind of object has.
  enum Payload {
    case controller(ControllerState)
    case presentationController(PresentationControllerState)
    case transitionContext(TransitionContextState)
    case storyboardSegue(StoryboardSegueState)
    /// An `NSObject` subclass: nothing but identity and ownership.
    case object
  }

  init(id: ObjectID, kind: ObjectKind, className: String, isInternal: Bool, payload: Payload? = nil) {
    self.id = id
    self.kind = kind
    self.className = className
    self.isInternal = isInternal
    self.payload = payload ?? Self.emptyPayload(of: kind)
  }

  private static func emptyPayload(of kind: ObjectKind) -> Payload {
    switch kind {
    case .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController:
      return .controller(ControllerState(definesPresentationContext: kind == .navigationController))
    case .presentationController: return .presentationController(PresentationControllerState())
    case .transitionContext: return .transitionContext(TransitionContextState())
    case .storyboardSegue: return .storyboardSegue(StoryboardSegueState())
    case .object: return .object
    }
  }

  // MARK: - The payload by kind

  /// A view controller's state. Any other object reads as a controller with no relationships
  /// (what walks over every object, like the collection's, want); only a controller's may be
  /// changed.
  var controller: ControllerState {
    get {
      switch payload {
      case .controller(let state): return state
      default: return ControllerState.none
      }
    }
    _modify {
      switch payload {
      case .controller(var state):
        payload = .object
        defer { payload = .controller(state) }
        yield &state
      default:
        preconditionFailure("\(id) (\(kind)) is not a view controller")
      }
    }
  }

  var presentationControllerState: PresentationControllerState {
    get {
      guard case .presentationController(let state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a presentation controller")
      }
      return state
    }
    _modify {
      guard case .presentationController(var state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a presentation controller")
      }
      payload = .object
      defer { payload = .presentationController(state) }
      yield &state
    }
  }

  var transitionContext: TransitionContextState {
    get {
      guard case .transitionContext(let state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a transition context")
      }
      return state
    }
    _modify {
      guard case .transitionContext(var state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a transition context")
      }
      payload = .object
      defer { payload = .transitionContext(state) }
      yield &state
    }
  }

  var storyboardSegue: StoryboardSegueState {
    guard case .storyboardSegue(let state) = payload else {
      preconditionFailure("\(id) (\(kind)) is not a storyboard segue")
    }
    return state
  }
}

/// A view controller's view, appearance, containment and presentation.
struct ControllerState {
  /// What a non-controller reads as (see `ObjectRecord.controller`).
  static let none = ControllerState()

  // MARK: - View and appearance
  var isViewLoaded = false
  var appearance: AppearanceState = .disappeared
  /// The controller whose view contains this controller's view (containment or `addSubview`).
  var hostView: ObjectID?

  // MARK: - Containment
  var parent: ObjectID?
  /// Containment children: the navigation stack bottom to top, tabs in order, pages, columns,
  /// or a custom container's children in `addChild` order.
  var children: [ObjectID] = []
  var selectedIndex = 0

  // MARK: - Presentation
  /// The controller this one presents (as the presenting controller).
  var presented: ObjectID?
  /// Set on a presented controller.
  var presentation: PresentationRecord?
  var modalPresentationStyle: ModalPresentationStyle = .automatic
  var modalTransitionStyle = "coverVertical"
  var definesPresentationContext = false
  var providesPresentationContextTransitionStyle = false
  var isModalInPresentation = false
  /// Weak, as in UIKit.
  var transitioningDelegate: ObjectID?
  /// The presentation controller of a controller (made lazily, kept while presented).
  var presentationController: ObjectID?

  // MARK: - Flags read by callbacks
  var isBeingPresented = false
  var isBeingDismissed = false
  var isMovingToParent = false
  var isMovingFromParent = false

  // MARK: - Other properties
  var title: String?
  /// A navigation or tab bar controller's delegate (weak).
  var delegate: ObjectID?
}

/// A presentation controller: the controllers it was made for, its delegate, and, for a sheet
/// whose settings a scenario has read, the sheet's settings.
struct PresentationControllerState {
  var presented: ObjectID?
  var presenting: ObjectID?
  /// The adaptive (or sheet) delegate (weak).
  var delegate: ObjectID?
}

/// A transition context: its controllers and whether `completeTransition` was called.
struct TransitionContextState {
  var from: ObjectID?
  var to: ObjectID?
  var completed: Bool?
}

/// A storyboard segue handed to `prepare(for:sender:)` and unwind actions.
struct StoryboardSegueState {
  var identifier: String?
  var source: ObjectID?
  var destination: ObjectID?
}
