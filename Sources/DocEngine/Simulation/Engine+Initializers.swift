extension Engine {
  /// `super.init(presentedViewController:presenting:)` run by a scenario subclass's own
  /// initializer: the object was made before its initializer ran (as Swift allocates before
  /// `init`), so UIKit's part sets up the one that exists.
  public func initializePresentationController(_ pc: ObjectID, presented: ObjectID, presenting: ObjectID?) throws {
    try requireKind(pc, .presentationController, expected: "a presentation controller")
    setControllers(of: pc, presented: presented, presenting: presenting)
  }
}
