/// A deterministic simulation of UIKit's view-controller hierarchy, one per scenario.
///
/// The engine is a reference type because user code re-enters it: an override of
/// `viewDidAppear(_:)` run through `UserCodeHost` may call `present` on the same engine. A
/// scenario statement is one turn of the main run loop: an animated transition begun in it ends
/// when the statement does (`Engine+RunLoop.swift`); outside statements every public operation
/// runs to quiescence before it returns. An operation called from inside a callback while a
/// transition is running is queued behind it, as UIKit schedules it for a later run-loop turn,
/// after its synchronous part (checks, relationships, view loading) has run.
///
/// The engine does no I/O and keeps no global state: its output is `events`, rendered by
/// `LogFormatter`, and `snapshot()`.
public final class Engine {
  /// The interpreter running user code. Held strongly; a host that holds the engine should
  /// set this to `nil` when the scenario ends (or hold the engine weakly).
  public var host: (any UserCodeHost)?
  /// The most log events, callbacks and transitions a scenario may cause before it is stopped
  /// with `EngineError.Code.stepLimitExceeded`.
  public let stepLimit: Int
  /// The iOS version simulated, and its behaviour (``VersionProfile``).
  public let version: VersionProfile
  /// Every event so far, in order.
  public internal(set) var events: [LogEvent] = []
  /// The device orientation (`rotate(to:)`).
  public internal(set) var orientation: Orientation = .portrait

  var objects: [ObjectRecord] = []
  /// Every view controller's state and its object, in creation order
  /// (`ObjectRecord.Payload.controller`).
  var controllers: [ControllerState] = []
  var controllerIDs: [ObjectID] = []
  /// Views, controls, bar items, navigation items, alert actions and the view tree
  /// (`Engine+Views.swift`).
  var elements = ElementStore()
  /// Table and collection views' rows, cells and selection, by view (`Engine+ListViews.swift`).
  var listViews: [ViewHandle: ListViewState] = [:]
  /// Sheets' settings, by presentation controller, from the first time a scenario reads them
  /// (`Engine+Sheets.swift`). (Kept apart from the record: a transitioning delegate may hand
  /// back any object as the presentation controller.)
  var sheets: [ObjectID: SheetSettings] = [:]
  /// `NotificationCenter.default`'s observers, in the order added (`Engine+Notifications.swift`).
  var notificationObservers: [NotificationObserver] = []
  /// What the engine has done so far, in objects and list entries visited (a collection is one
  /// per object, a new navigation stack one per controller in the old and new stacks, an event
  /// one, a segue looked up by identifier one per registered segue and 64 bytes compared). The interpreter charges it to a scenario's work budget: an engine call costs what
  /// it does, not one step whatever the size of the hierarchy.
  public internal(set) var work = 0

  /// The work of comparing `text` with another string: a step per 64 bytes (an identifier
  /// may be as long as a scenario can make it).
  func textWork(_ text: String) -> Int { text.utf8.count / 64 }
  var windowRoot: ObjectID?
  var steps = 0
  /// Open statements, outermost first.
  var statementStack: [StatementTag] = []
  /// Objects made during the current top-level statement (temporary holds).
  var statementObjects: [ObjectID] = []
  /// Transitions queued while another runs.
  var pendingTransitions: [() throws -> Void] = []
  var isRunningTransition = false
  /// Transitions begun in this turn whose end waits for the turn's end, and the calls UIKit
  /// defers until they have ended (`Engine+RunLoop.swift`).
  var transitionsInFlight: [InFlightTransition] = []
  var deferredCalls: [() throws -> Void] = []
  /// Positive while a `present` call runs its synchronous part (the presented controller's
  /// `viewDidLoad`): the presentation is in progress before its transition begins.
  var presentCallDepth = 0
  /// Whether the window has had a root (the first one is the launch).
  var hasLaunched = false
  /// The window's first root while, with `LaunchPass.topAtEndAppears`, nothing of it is in
  /// the window yet.
  var pendingLaunchRoot: ObjectID?
  /// How the launch pass ends when it also pushes (``LaunchPass``): the version profile's
  /// (``VersionProfile/launchPass``) unless a test sets another.
  public var launchPass: LaunchPass
  /// The width a split view controller lays out for, for `show` and `showDetailViewController`
  /// (`Engine+Show.swift`): compact, as on the iPhone the engine models, unless set.
  public var splitSizeClass: SizeClass = .compact
  /// Registered storyboard segues by (source, identifier).
  var segues: [SegueDefinition] = []
  /// Controls wired by `registerTrigger` / `registerAction`.
  var controls: [ControlDefinition] = []
  /// Declared storyboards and what they made (`Engine+Storyboards.swift`).
  var storyboardCatalog = StoryboardCatalog()
  /// Layout guides, tab bar items and controllers' data-only properties
  /// (`Engine+Constraints.swift`, `Engine+ControllerData.swift`).
  var uikitData = UIKitDataStore()
  /// Set while a user override runs whose `super` call the engine watches.
  var superCallsSeen: Set<String> = []
  /// Main-queue work not yet run, the virtual clock (seconds) and the scheduling counter
  /// (`Engine+MainQueue.swift`).
  var mainQueue: [MainQueueTask] = []
  var clock: Double = 0
  var mainQueueOrder = 0
  /// While positive, ending a statement does not run the main queue: the interpreter holds it
  /// during a compound top-level statement (`do`, `if`, `for`, `switch`), which is one event.
  public var mainQueueHolds = 0
  /// Controllers that began appearing and override `viewIsAppearing(_:)`, waiting for it.
  var awaitingIsAppearing: [(ObjectID, Bool)] = []
  /// The `animated` flag of each manual `beginAppearanceTransition`, for its end.
  var manualAppearanceAnimated: [ObjectID: Bool] = [:]
  /// Objects whose user `deinit` body is running: dead, but still readable as `self`.
  var deinitializing: Set<ObjectID> = []
  /// `displayName`'s numbers, while no binding or new object has changed them.
  var unboundRanks: [Int]?
  /// How many objects were named after each variable name so far: the second object bound
  /// to `vc` is `vc#2`, so two objects never share a name in a log, timeline or diagram.
  var boundNameUses: [String: Int] = [:]
  /// The interactive transition waiting for its interaction controller's `finish()` or
  /// `cancel()` (`Engine+Interactive.swift`), the `UIView.animate` completions an interactive
  /// animator's `animateTransition(using:)` is scheduling, and interaction controllers' state.
  var interactiveTransition: InteractiveTransition?
  var pausedAnimations: [PausedAnimation]?
  var interactionControllers: [ObjectID: InteractionControllerState] = [:]
  /// The control whose action method ``sendActions(of:for:perform:handle:)`` is running: the
  /// method's `sender`.
  public internal(set) var sendingControl: ElementID?
  /// The text field being edited: the first responder (`Engine+TextFields.swift`).
  var editingField: ElementID?
  /// What each `UIAction` holds strongly (its handler's captures), and the controls and bar
  /// button items that send such an action (`Engine+Actions.swift`).
  var elementHoldings: [ElementID: [ObjectID]] = [:]
  var holdingControls: Set<ElementID> = []
  /// Set while garbage is collected, so a `deinit` body's own statements do not start another
  /// collection inside it (the running one rescans after every body).
  var isCollecting = false

  /// Makes an engine with an empty, visible window.
  /// `version` is the iOS version simulated: what UIKit does differently there
  /// (``VersionProfile``).
  public init(host: (any UserCodeHost)? = nil, stepLimit: Int = 10_000, version: VersionProfile = .default) {
    self.host = host
    self.stepLimit = stepLimit
    self.version = version
    self.launchPass = version.launchPass
  }

  // MARK: - Making objects

  /// Makes an object of a UIKit kind and class, e.g. `make(.viewController, className:
  /// "NextViewController")`. Nothing is logged; `viewDidLoad` waits until the view is needed.
  @discardableResult
  public func make(_ kind: ObjectKind, className: String? = nil) -> ObjectID {
    makeObject(kind, className: className ?? kind.defaultClassName, isInternal: false)
  }

  /// `UINavigationController(rootViewController: root)`: makes the navigation controller and
  /// logs `root.willMove(toParent: nav)`, `root.didMove(toParent: nav)` at once (N0).
  @discardableResult
  public func makeNavigationController(
    className: String = "UINavigationController", root: ObjectID
  ) throws -> ObjectID {
    let nav = make(.navigationController, className: className)
    try setViewControllers([root], of: nav, animated: false)
    return nav
  }

  /// `UIPresentationController(presentedViewController:presenting:)` or a user subclass, as a
  /// transitioning delegate makes it in `presentationController(forPresented:presenting:source:)`.
  @discardableResult
  public func makePresentationController(
    className: String = "UIPresentationController", presented: ObjectID, presenting: ObjectID?
  ) -> ObjectID {
    let pc = make(.presentationController, className: className)
    setControllers(of: pc, presented: presented, presenting: presenting)
    return pc
  }

  /// `storyboard.instantiate(DetailViewController.self)`: a new controller of that class.
  @discardableResult
  public func instantiate(className: String, kind: ObjectKind = .viewController) -> ObjectID {
    let vc = make(kind, className: className)
    recordBuiltInOrigin(of: vc)
    return vc
  }

  /// Allocates the next ID; an object made inside a statement gets a temporary hold.
  func makeObject(
    _ kind: ObjectKind, className: String, isInternal: Bool, payload: ObjectRecord.Payload? = nil
  ) -> ObjectID {
    let id = ObjectID(rawValue: objects.count + 1)
    objects.append(
      ObjectRecord(
        id: id, kind: kind, className: className, isInternal: isInternal,
        payload: payload ?? newPayload(of: kind, for: id)))
    if !statementStack.isEmpty {
      objects[id.rawValue - 1].temporaryHolds += 1
      statementObjects.append(id)
    }
    return id
  }

  /// The state a new object `id` of `kind` starts with.
  private func newPayload(of kind: ObjectKind, for id: ObjectID) -> ObjectRecord.Payload {
    switch kind {
    case .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController,
      .tableViewController, .collectionViewController:
      var state = ControllerState(definesPresentationContext: kind == .navigationController)
      state.modalPresentationStyle = version.defaultModalStyle
      controllers.append(state)
      controllerIDs.append(id)
      return .controller(slot: controllers.count - 1)
    case .presentationController: return .presentationController(PresentationControllerState())
    case .transitionContext: return .transitionContext(TransitionContextState())
    case .storyboardSegue: return .storyboardSegue(StoryboardSegueState())
    case .object: return .object
    }
  }

  /// The slot in `controllers` of the object at `index` in `objects`, when it is a controller.
  /// Walks over every object use it to read controllers' state in place: going through a copy
  /// of each record was most of the time of a long navigation stack.
  @inline(__always)
  func controllerSlot(at index: Int) -> Int? {
    switch objects[index].payload {
    case .controller(let slot), .alertController(let slot, _): return slot
    default: return nil
    }
  }

  // MARK: - Looking objects up

  /// The record of `id` (IDs are dense, from 1).
  /// Read and changed in place (`_read`/`_modify`): a record is large, and copying it for
  /// every field read made the per-statement collection cost a copy per object.
  subscript(id: ObjectID) -> ObjectRecord {
    _read { yield objects[id.rawValue - 1] }
    _modify { yield &objects[id.rawValue - 1] }
  }

  /// The state of view controller `id`, read and changed in place. Any other object reads as
  /// a controller with no relationships (what walks over every object want); only a
  /// controller's may be changed.
  subscript(controller id: ObjectID) -> ControllerState {
    @inline(__always) get {
      guard let slot = controllerSlot(at: id.rawValue - 1) else { return ControllerState.none }
      return controllers[slot]
    }
    _modify {
      guard let slot = controllerSlot(at: id.rawValue - 1) else {
        preconditionFailure("\(id) is not a view controller")
      }
      yield &controllers[slot]
    }
  }

  /// Whether `id` names an object this engine made.
  public func contains(_ id: ObjectID) -> Bool {
    id.rawValue >= 1 && id.rawValue <= objects.count
  }

  /// The kind of an object.
  public func kind(of id: ObjectID) -> ObjectKind { self[id].kind }

  /// The class name of an object.
  public func className(of id: ObjectID) -> String { self[id].className }

  /// Whether the object has been deallocated (logged `deinit`).
  public func isDeallocated(_ id: ObjectID) -> Bool { self[id].isDead }

  /// Every object made so far, in creation order.
  public var allObjects: [ObjectID] { objects.map(\.id) }
  /// How many objects the engine has made (dead ones included).
  public var objectCount: Int { objects.count }

  /// The window's root view controller.
  public var rootViewController: ObjectID? { windowRoot }

  /// Throws unless `id` is an object this engine made and it is still alive.
  func check(_ id: ObjectID) throws {
    guard contains(id) else { throw error(.unknownObject(id)) }
    guard !self[id].isDead || deinitializing.contains(id) else { throw error(.deallocated(id)) }
  }

  /// Throws unless `id` is alive and of one of `kinds`.
  func requireKind(_ id: ObjectID, _ kinds: ObjectKind..., expected: String) throws {
    try check(id)
    guard kinds.contains(self[id].kind) else { throw error(.wrongKind(id, expected: expected)) }
  }

  // MARK: - Naming

  /// Names `id` after a scenario variable; the first binding wins (`let a = …` → `a`). A
  /// later object bound to a name an earlier one took is `a#2`, then `a#3` (a loop's `let vc`,
  /// a name reused in another scope), even after the earlier object is gone: a log's lines
  /// about two objects are never told apart by time alone.
  public func bind(_ id: ObjectID, variable name: String) {
    guard contains(id), self[id].boundName == nil else { return }
    let uses = (boundNameUses[name] ?? 0) + 1
    boundNameUses[name] = uses
    self[id].boundName = uses == 1 ? name : "\(name)#\(uses)"
    unboundRanks = nil
  }

  /// The name a log uses for `id` now: its first variable (numbered from its second object,
  /// ``bind(_:variable:)``), or its class name with `#2`, `#3` for later unbound objects of
  /// the same class.
  public func displayName(of id: ObjectID) -> String {
    guard contains(id) else { return "\(id)" }
    let record = self[id]
    if let name = record.boundName { return name }
    let rank = currentUnboundRanks()[id.rawValue - 1]
    return rank == 1 ? record.className : "\(record.className)#\(rank)"
  }

  /// For each object, its number among the unbound objects of its class made before it and
  /// itself (the `2` of `UIViewController#2`): one pass when a name is asked after a binding
  /// or a new object changed them, where counting the objects before each one made a log of
  /// many unnamed objects quadratic.
  private func currentUnboundRanks() -> [Int] {
    if let unboundRanks, unboundRanks.count == objects.count { return unboundRanks }
    var counts: [String: Int] = [:]
    var ranks: [Int] = []
    ranks.reserveCapacity(objects.count)
    for index in objects.indices {
      let className = objects[index].className
      ranks.append((counts[className] ?? 0) + 1)
      if objects[index].boundName == nil && !objects[index].isInternal { counts[className, default: 0] += 1 }
    }
    work += objects.count
    unboundRanks = ranks
    return ranks
  }

  // MARK: - Statements

  /// Starts a scenario statement; events until the matching `endStatement()` record it.
  ///
  /// Statements nest (a statement inside a closure or an override); the outermost one is an
  /// event's `cause`, the innermost its `origin`.
  public func beginStatement(_ tag: StatementTag) {
    statementStack.append(tag)
  }

  /// How many statements are open.
  public var openStatementCount: Int { statementStack.count }

  /// Takes the statements opened after the first `count` out of the stack, innermost last:
  /// code that suspends in the middle of them (an interpreted task at an `await`) keeps them
  /// while other code runs, and puts them back with ``reopenStatements(_:)`` when it resumes.
  public func suspendStatements(above count: Int) -> [StatementTag] {
    guard count < statementStack.count else { return [] }
    let suspended = Array(statementStack[count...])
    statementStack.removeSubrange(count...)
    return suspended
  }

  /// Puts statements ``suspendStatements(above:)`` took back on top of the stack.
  public func reopenStatements(_ tags: [StatementTag]) {
    statementStack += tags
  }

  /// Ends a statement. Ending the outermost one releases the temporary holds on objects made
  /// during it and logs `deinit` for every object no longer held, running user `deinit`
  /// bodies; an error from one of those is thrown (the statement has ended all the same).
  public func endStatement() throws {
    guard !statementStack.isEmpty else { return }
    defer { statementStack.removeLast() }
    if statementStack.count == 1 {
      for id in statementObjects where contains(id) {
        self[id].temporaryHolds = max(0, self[id].temporaryHolds - 1)
      }
      statementObjects.removeAll()
      // The event is handled: the run loop turns until the main queue is empty, and what is
      // no longer held is freed; a `deinit` may schedule more work, so until both are done.
      guard mainQueueHolds == 0 else {
        try collectGarbage()
        return
      }
      try endTurn()
    }
  }

  /// Runs `body` as one statement (a convenience around `beginStatement`/`endStatement`).
  public func statement<T>(_ tag: StatementTag, _ body: () throws -> T) throws -> T {
    beginStatement(tag)
    let result: T
    do {
      result = try body()
    } catch {
      try? endStatement()
      throw error
    }
    try endStatement()
    return result
  }

  // MARK: - Logging

  /// Appends an event, counting it against the step limit.
  func log(_ kind: LogEvent.Kind) throws {
    try step()
    work += 1
    events.append(
      LogEvent(
        kind: kind, cause: statementStack.first, origin: statementStack.last, index: events.count)
    )
  }

  func step() throws {
    steps += 1
    if steps > stepLimit { throw error(.stepLimitExceeded(limit: stepLimit)) }
  }

  /// Adds a `print` line to the log.
  public func printLine(_ text: String) throws {
    try log(.printed(text))
  }

  /// Records a snapshot of the hierarchy in the log (`printHierarchy()`).
  public func printHierarchy() throws {
    try log(.hierarchy(snapshot()))
  }

  /// Builds an `EngineError` with UIKit's wording for `code`.
  func error(_ code: EngineError.Code) -> EngineError {
    EngineError(code: code, message: message(for: code), statement: statementStack.first)
  }

  // MARK: - Calling user code

  /// Whether user code implements `selector` on `id`.
  func implements(_ selector: String, on id: ObjectID?) -> Bool {
    guard let id, let host else { return false }
    return host.implements(selector, on: id)
  }

  /// Whether user code implements UIKit's `callback` on `id`.
  func implements(_ callback: UIKitCallback, on id: ObjectID?) -> Bool {
    implements(callback.selector, on: id)
  }

  /// Calls a user override of UIKit's `callback` when there is one (`nil` when not).
  @discardableResult
  func callUser(_ callback: UIKitCallback, on id: ObjectID, _ arguments: [EngineValue]) throws -> EngineValue? {
    try callUser(callback.selector, on: id, arguments)
  }

  /// Calls a user override when there is one; returns `nil` when not implemented.
  @discardableResult
  func callUser(_ selector: String, on id: ObjectID, _ arguments: [EngineValue]) throws
    -> EngineValue?
  {
    guard let host, host.implements(selector, on: id) else { return nil }
    try step()
    return try host.invoke(selector, on: id, arguments: arguments)
  }

  /// A `super.x(…)` call from a user override: UIKit's own implementation of `selector`.
  ///
  /// Lifecycle methods, `prepare(for:sender:)` and presentation-controller transition methods
  /// do nothing in UIKit; `shouldPerformSegue` returns true; `shouldRemovePresentersView`
  /// returns false.
  @discardableResult
  public func callSuper(_ selector: String, on id: ObjectID, arguments: [EngineValue]) throws
    -> EngineValue
  {
    try check(id)
    superCallsSeen.insert("\(id.rawValue):\(selector)")
    switch UIKitCallback(rawValue: selector) {
    case .viewWillAppear:
      clearSelectionOnAppear(id)
      return .void
    case .shouldPerformSegue: return .bool(true)
    case .shouldRemovePresentersView: return .bool(false)
    case .shouldAutomaticallyForwardAppearanceMethods: return .bool(true)
    case .canPerformUnwindSegueAction:
      if case .string(let action)? = arguments.first, case .object(let from?)? = arguments.dropFirst().first {
        return .bool(implements(action, on: id) && from != id)
      }
      return .bool(false)
    default: return .void
    }
  }
}
