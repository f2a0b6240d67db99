/// The edge stored on a presented controller.
struct PresentationRecord {
  var presenting: ObjectID
  var source: ObjectID
  /// The resolved style.
  var style: ModalPresentationStyle
  var removesPresenterView: Bool
  /// A user presentation controller (from the transitioning delegate), if any.
  var customPresentationController: ObjectID?
  /// The animator returned by the transitioning delegate, if any.
  var animator: ObjectID?
  /// The interaction controller for the presentation (asked only when there is an animator).
  var interactor: ObjectID?
}
