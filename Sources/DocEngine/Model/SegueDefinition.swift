/// A storyboard segue registered with `registerSegue`.
struct SegueDefinition {
  var identifier: String
  var source: ObjectID
  var destinationClass: String
  var destinationKind: ObjectKind
  var kind: SegueKind
}
