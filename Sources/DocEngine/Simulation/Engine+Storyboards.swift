/// Storyboards by name and Storyboard ID: `UIStoryboard(name:bundle:)`,
/// `instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()` and a
/// controller's `storyboard`.
///
/// UIKit's rules kept (UIStoryboard reference):
/// - a storyboard is found by name in the bundle, else `UIStoryboard(name:bundle:)` raises
///   "Could not find a storyboard named …";
/// - `instantiateViewController(withIdentifier:)` makes a new controller of the scene's class
///   each call, and raises when no scene has the identifier;
/// - `instantiateInitialViewController()` makes the initial scene's controller, or returns nil
///   when the storyboard has none;
/// - a controller's `storyboard` is the storyboard it was made from, nil for one made in code.
/// What a scene's views hold is not simulated: the controller starts as its class's initializer
/// leaves it (`init(coder:)` in ScenarioKit).
extension Engine {
  /// The strong reference a controller keeps to the storyboard that made it.
  static let storyboardSlot = "UIViewController.storyboard"

  /// Declares the scene with Storyboard ID `identifier` (nil: a scene reached only as the
  /// initial one) of storyboard `name`, whose controller is of class `className`.
  public func declareScene(
    _ identifier: String?, className: String, kind: ObjectKind, storyboard name: String = "Main",
    isInitial: Bool = false
  ) throws {
    let scene = StoryboardCatalog.Scene(className: className, kind: kind)
    var storyboard = storyboardCatalog.storyboards[name] ?? StoryboardCatalog.Storyboard()
    if let identifier {
      if let existing = storyboard.scenes[identifier], existing != scene {
        throw error(
          .storyboard(.sceneRedeclared(storyboard: name, identifier: identifier, className: existing.className)))
      }
      storyboard.scenes[identifier] = scene
    }
    if isInitial { storyboard.initial = scene }
    storyboardCatalog.storyboards[name] = storyboard
    work += 1
  }

  /// `UIStoryboard(name: name, bundle: nil)`: a new storyboard object.
  public func makeStoryboard(named name: String) throws -> ObjectID {
    work += 1 + name.utf8.count / 64
    guard storyboardCatalog.storyboards[name] != nil else {
      throw error(.storyboard(.noSuchStoryboard(name: name)))
    }
    let id = makeObject(.object, className: "UIStoryboard", isInternal: true)
    storyboardCatalog.names[id] = name
    return id
  }

  /// The object of the built-in storyboard (`Main`), made when first needed.
  public func builtInStoryboard() -> ObjectID {
    if let id = storyboardCatalog.builtIn, !self[id].isDead { return id }
    let id = makeObject(.object, className: "UIStoryboard", isInternal: true)
    storyboardCatalog.names[id] = StoryboardCatalog.mainName
    storyboardCatalog.builtIn = id
    return id
  }

  /// Whether `id` is a `UIStoryboard`.
  public func isStoryboard(_ id: ObjectID) -> Bool { storyboardCatalog.names[id] != nil }

  /// The file name of storyboard object `id`.
  public func storyboardName(of id: ObjectID) -> String? { storyboardCatalog.names[id] }

  /// `storyboard.instantiateViewController(withIdentifier:)`: a new controller of the scene's
  /// class. Its view is not loaded.
  public func instantiate(identifier: String, from storyboard: ObjectID) throws -> ObjectID {
    let name = try storyboardName(checking: storyboard)
    work += 1 + identifier.utf8.count / 64
    guard let scene = storyboardCatalog.storyboards[name]?.scenes[identifier] else {
      throw error(.storyboard(.noSuchScene(storyboard: name, identifier: identifier)))
    }
    return made(scene, by: storyboard)
  }

  /// `storyboard.instantiateInitialViewController()`: the initial scene's new controller, or
  /// nil when the storyboard has no initial scene.
  public func instantiateInitial(from storyboard: ObjectID) throws -> ObjectID? {
    let name = try storyboardName(checking: storyboard)
    work += 1
    guard let scene = storyboardCatalog.storyboards[name]?.initial else { return nil }
    return made(scene, by: storyboard)
  }

  /// `vc.storyboard`: the storyboard that made `vc`, or nil when code made it.
  public func storyboard(of vc: ObjectID) throws -> ObjectID? {
    guard !self[vc].isDead else { throw error(.deallocated(vc)) }
    if let object = storyboardCatalog.originObjects[vc] { return object }
    guard storyboardCatalog.origins[vc] != nil else { return nil }
    // Made by the built-in storyboard before anything asked for its object.
    let object = builtInStoryboard()
    hold(object, by: vc)
    return object
  }

  /// Records that the built-in storyboard made `vc` (`storyboard.instantiate(X.self)`, a
  /// segue's destination made from a scene of it).
  func recordBuiltInOrigin(of vc: ObjectID) {
    storyboardCatalog.origins[vc] = StoryboardCatalog.mainName
  }

  /// A segue's destination comes from the storyboard its source came from (a segue joins two
  /// scenes of one file).
  func recordSegueOrigin(of destination: ObjectID, source: ObjectID) {
    guard let name = storyboardCatalog.origins[source] else { return }
    storyboardCatalog.origins[destination] = name
    if let object = storyboardCatalog.originObjects[source] { hold(object, by: destination) }
  }

  private func made(_ scene: StoryboardCatalog.Scene, by storyboard: ObjectID) -> ObjectID {
    let vc = make(scene.kind, className: scene.className)
    hold(storyboard, by: vc)
    return vc
  }

  private func hold(_ storyboard: ObjectID, by vc: ObjectID) {
    storyboardCatalog.origins[vc] = storyboardCatalog.names[storyboard]
    storyboardCatalog.originObjects[vc] = storyboard
    setStrongReference(from: vc, slot: Self.storyboardSlot, to: storyboard)
  }

  private func storyboardName(checking storyboard: ObjectID) throws -> String {
    guard contains(storyboard) else { throw error(.unknownObject(storyboard)) }
    guard !self[storyboard].isDead else { throw error(.deallocated(storyboard)) }
    guard let name = storyboardCatalog.names[storyboard] else {
      throw error(.wrongKind(storyboard, expected: "a UIStoryboard"))
    }
    return name
  }

  /// The wording of a storyboard failure, as UIKit raises it.
  func message(for failure: StoryboardFailure) -> String {
    switch failure {
    case .noSuchStoryboard(let name):
      return
        "Could not find a storyboard named '\(name)' in bundle NSBundle.main (declare it: storyboard.scene(\"ID\", X.self, in: \"\(name)\"))"
    case .noSuchScene(let storyboard, let identifier):
      return
        "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)' (declare it: storyboard.scene(\"\(identifier)\", X.self))"
    case .sceneRedeclared(let storyboard, let identifier, let className):
      return "Storyboard (\(storyboard)) already has a scene with identifier '\(identifier)' (of class \(className))"
    }
  }
}

// MARK: - Outlets

extension Engine {
  /// What the engine asks the host to do when a storyboard-made controller's view loads,
  /// before `viewDidLoad`: connect its `@IBOutlet`s, as decoding the scene's views does.
  public static let connectOutletsSelector = "UIStoryboard.connectOutlets"

  /// Connects `vc`'s outlets if a storyboard made it and its class has any. A controller made
  /// in code has no scene to decode: its outlets stay nil.
  func connectOutlets(_ vc: ObjectID) throws {
    guard storyboardCatalog.origins[vc] != nil, let host, host.implements(Self.connectOutletsSelector, on: vc) else {
      return
    }
    _ = try host.invoke(Self.connectOutletsSelector, on: vc, arguments: [])
  }
}
