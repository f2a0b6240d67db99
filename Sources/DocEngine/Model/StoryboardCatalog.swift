/// The storyboards a scenario declares: for each storyboard name, its scenes by Storyboard ID
/// and its initial scene, and which controllers each storyboard object made.
///
/// A real app's storyboards are files Interface Builder writes; a scenario names only what its
/// code asks for (`storyboard.scene("Detail", DetailViewController.self)`). The storyboard
/// called `Main` always exists: it is the built-in `storyboard` of every scenario.
struct StoryboardCatalog {
  /// The storyboard every scenario has, named as Xcode's templates name it.
  static let mainName = "Main"

  /// One scene: the class of the controller it makes.
  struct Scene: Hashable {
    let className: String
    let kind: ObjectKind
  }

  /// One storyboard file.
  struct Storyboard {
    var scenes: [String: Scene] = [:]
    var initial: Scene?
  }

  var storyboards: [String: Storyboard] = [mainName: Storyboard()]
  /// The storyboard each `UIStoryboard` object reads.
  var names: [ObjectID: String] = [:]
  /// The object standing for `Main` when a controller made by the built-in storyboard needs
  /// one (its `storyboard` property).
  var builtIn: ObjectID?
  /// The storyboard each controller a storyboard made came from, by name; the object, once
  /// the controller holds one.
  var origins: [ObjectID: String] = [:]
  var originObjects: [ObjectID: ObjectID] = [:]
}

/// Why a storyboard operation failed, worded as UIKit's exceptions are (`EngineError`).
public enum StoryboardFailure: Hashable, Sendable {
  /// `UIStoryboard(name:bundle:)` with a name no storyboard has.
  case noSuchStoryboard(name: String)
  /// `instantiateViewController(withIdentifier:)` with an unknown Storyboard ID.
  case noSuchScene(storyboard: String, identifier: String)
  /// A Storyboard ID declared for two classes in one storyboard.
  case sceneRedeclared(storyboard: String, identifier: String, className: String)
}
